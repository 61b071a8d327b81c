import { Router } from 'express';
import type { Services } from '../../services';
import { DEFAULT_REDIRECT } from './safe-redirect';
import { setSessionCookie } from './session-cookie';

/** POST /api/dev/quick-login: mounted only when NODE_ENV=development, so other builds answer 404. */
export function devQuickLoginRouter(services: Services): Router {
  const router = Router();
  router.post('/dev/quick-login', async (req, res) => {
    const { token } = await services.auth.signInDevelopmentCurator();
    setSessionCookie(req, res, token);
    res.set('Cache-Control', 'no-store');
    res.json({
      ok: true,
      redirectTo: DEFAULT_REDIRECT,
      message: 'Signed in as the development curator',
    });
  });
  return router;
}
