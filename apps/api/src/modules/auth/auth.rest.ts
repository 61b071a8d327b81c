import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { objectOf, text, textOrNull, unread } from '../../rest-kit/input-schema';
import { notSignedIn } from './auth.errors';
import type { AuthService, Credentials, SignedIn } from './auth.service';
import { clientAddress } from '../visitor/client-address';
import { safeRedirectPath } from './safe-redirect';
import { clearSessionCookie, setSessionCookie } from '../../access/session-cookie';
import { currentUser } from '../../access/session';

const CREDENTIALS = objectOf({ username: text, password: text, redirectTo: textOrNull }, [
  'username',
  'password',
]);

interface CredentialsBody {
  Body: Credentials & { redirectTo?: string | null };
}

const SESSION_USER_RESPONSE = {
  200: objectOf({ username: text, isCurator: { type: 'boolean' } }, ['username', 'isCurator']),
};

type SignIn = (credentials: Credentials, address: string) => Promise<SignedIn>;

/** Signs in through `signIn` and answers where to go next; the token travels only in the cookie. */
async function signInAndAnswer(
  req: FastifyRequest<CredentialsBody>,
  reply: FastifyReply,
  signIn: SignIn,
  message: string,
) {
  const { username, password, redirectTo } = req.body;
  const { token } = await signIn({ username, password }, clientAddress(req));
  setSessionCookie(reply, token);
  reply.header('Cache-Control', 'no-store');
  return { ok: true, redirectTo: safeRedirectPath(redirectTo), message };
}

export interface AuthRoutesOptions {
  auth: AuthService;
}

/** GET /api/user, POST /api/login, /api/register and /api/logout over the same AuthService. */
export const authRoutes: FastifyPluginCallback<AuthRoutesOptions> = (app, { auth }, done) => {
  app.get(
    '/user',
    {
      config: { access: 'public' },
      schema: { querystring: unread, response: SESSION_USER_RESPONSE },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await currentUser(req);
      if (!user) throw notSignedIn();
      return { username: user.username, isCurator: user.isCurator };
    },
  );

  const signInRoute = { config: { access: 'public' }, schema: { body: CREDENTIALS } } as const;

  app.post<CredentialsBody>('/login', signInRoute, (req, reply) =>
    signInAndAnswer(
      req,
      reply,
      (credentials, address) => auth.login(credentials, address),
      'Logged in',
    ),
  );

  app.post<CredentialsBody>('/register', signInRoute, (req, reply) =>
    signInAndAnswer(
      req,
      reply,
      (credentials, address) => auth.register(credentials, address),
      'Registered successfully',
    ),
  );

  app.post(
    '/logout',
    { config: { access: 'public' }, schema: { body: unread } },
    async (req, reply) => {
      await auth.logout(await currentUser(req));
      clearSessionCookie(reply);
      reply.header('Cache-Control', 'no-store');
      return { ok: true, message: 'Logged out' };
    },
  );
  done();
};
