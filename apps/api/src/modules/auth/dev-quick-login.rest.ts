import type { RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';
import { DEFAULT_REDIRECT } from './safe-redirect';
import { setSessionCookie } from '../../access/session-cookie';

/** POST /api/dev/quick-login: in the table only under `npm run dev`, so other builds answer 404. */
export function devQuickLoginRoutes({ auth }: Services): RestRoute[] {
  return [
    {
      method: 'POST',
      path: '/dev/quick-login',
      access: 'public',
      handler: async (_req, reply) => {
        const { token } = await auth.signInDevelopmentCurator();
        setSessionCookie(reply, token);
        reply.header('Cache-Control', 'no-store');
        return {
          ok: true,
          redirectTo: DEFAULT_REDIRECT,
          message: 'Signed in as the development curator',
        };
      },
    },
  ];
}
