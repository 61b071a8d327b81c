import { Router } from 'express';
import { badInput } from '../../common/app-error';
import type { Services } from '../../services';
import { notSignedIn } from './auth.errors';
import type { Credentials } from './auth.service';
import { clientAddress } from './client-address';
import { safeRedirectPath } from './safe-redirect';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { currentUser } from './session';

function credentialsFrom(body: unknown): Credentials & { redirectTo?: unknown } {
  const { username, password, redirectTo } = (body ?? {}) as Record<string, unknown>;
  if (typeof username !== 'string' || typeof password !== 'string') {
    throw badInput('username and password are required');
  }
  return { username, password, redirectTo };
}

/** GET /api/user, POST /api/login, /api/register and /api/logout over the same AuthService. */
export function authRestRouter(services: Services): Router {
  const router = Router();
  router.use(['/user', '/login', '/register', '/logout'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/user', async (req, res) => {
    const user = await currentUser(req);
    if (!user) throw notSignedIn();
    res.json({ username: user.username, isCurator: user.isCurator });
  });

  router.post('/login', async (req, res) => {
    const { username, password, redirectTo } = credentialsFrom(req.body);
    const { token } = await services.auth.login({ username, password }, clientAddress(req));
    setSessionCookie(req, res, token);
    res.json({ ok: true, redirectTo: safeRedirectPath(redirectTo), message: 'Logged in' });
  });

  router.post('/register', async (req, res) => {
    const { username, password, redirectTo } = credentialsFrom(req.body);
    const { token } = await services.auth.register({ username, password }, clientAddress(req));
    setSessionCookie(req, res, token);
    res.json({
      ok: true,
      redirectTo: safeRedirectPath(redirectTo),
      message: 'Registered successfully',
    });
  });

  router.post('/logout', async (req, res) => {
    await services.auth.logout(await currentUser(req));
    clearSessionCookie(req, res);
    res.json({ ok: true, message: 'Logged out' });
  });

  return router;
}
