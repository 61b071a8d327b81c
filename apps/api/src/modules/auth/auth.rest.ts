import type { FastifyReply, FastifyRequest } from 'fastify';
import { objectOf, text, textOrNull } from '../../rest-kit/input-schema';
import type { RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';
import { notSignedIn } from './auth.errors';
import type { Credentials, SignedIn } from './auth.service';
import { clientAddress } from './client-address';
import { safeRedirectPath } from './safe-redirect';
import { clearSessionCookie, setSessionCookie } from '../../access/session-cookie';
import { currentUser } from '../../access/session';

const CREDENTIALS = objectOf({ username: text, password: text, redirectTo: textOrNull }, [
  'username',
  'password',
]);

type CredentialsBody = Credentials & { redirectTo?: string | null };

type SignIn = (credentials: Credentials, address: string) => Promise<SignedIn>;

/** Signs in through `signIn` and answers where to go next; the token travels only in the cookie. */
async function signInAndAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  signIn: SignIn,
  message: string,
) {
  const { username, password, redirectTo } = req.body as CredentialsBody;
  const { token } = await signIn({ username, password }, clientAddress(req));
  setSessionCookie(reply, token);
  reply.header('Cache-Control', 'no-store');
  return { ok: true, redirectTo: safeRedirectPath(redirectTo), message };
}

/** GET /api/user, POST /api/login, /api/register and /api/logout over the same AuthService. */
export function authRestRoutes({ auth }: Services): RestRoute[] {
  return [
    {
      method: 'GET',
      path: '/user',
      access: 'public',
      handler: async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        const user = await currentUser(req);
        if (!user) throw notSignedIn();
        return { username: user.username, isCurator: user.isCurator };
      },
    },
    {
      method: 'POST',
      path: '/login',
      access: 'public',
      schema: { body: CREDENTIALS },
      handler: (req, reply) =>
        signInAndAnswer(
          req,
          reply,
          (credentials, address) => auth.login(credentials, address),
          'Logged in',
        ),
    },
    {
      method: 'POST',
      path: '/register',
      access: 'public',
      schema: { body: CREDENTIALS },
      handler: (req, reply) =>
        signInAndAnswer(
          req,
          reply,
          (credentials, address) => auth.register(credentials, address),
          'Registered successfully',
        ),
    },
    {
      method: 'POST',
      path: '/logout',
      access: 'public',
      handler: async (req, reply) => {
        await auth.logout(await currentUser(req));
        clearSessionCookie(reply);
        reply.header('Cache-Control', 'no-store');
        return { ok: true, message: 'Logged out' };
      },
    },
  ];
}
