import type { FastifyPluginCallback } from 'fastify';
import { unread } from '../../rest-kit/input-schema';
import type { AuthRoutesOptions } from './auth.rest';
import { DEFAULT_REDIRECT } from './safe-redirect';
import { setSessionCookie } from '../../access/session-cookie';

/** POST /api/dev/quick-login: registered only under `npm run dev`, so other builds answer 404. */
export const devQuickLoginRoutes: FastifyPluginCallback<AuthRoutesOptions> = (
  app,
  { auth },
  done,
) => {
  app.post(
    '/dev/quick-login',
    { config: { access: 'public' }, schema: { body: unread } },
    async (_req, reply) => {
      const { token } = await auth.signInDevelopmentCurator();
      setSessionCookie(reply, token);
      reply.header('Cache-Control', 'no-store');
      return {
        ok: true,
        redirectTo: DEFAULT_REDIRECT,
        message: 'Signed in as the development curator',
      };
    },
  );
  done();
};
