import { Router } from 'express';
import type { Services } from '../../services';
import { requireCurator } from '../auth/rights';

/** GET /api/users: the account list, for curators. */
export function userRestRouter(services: Services): Router {
  const router = Router();
  router.get('/users', requireCurator, async (_req, res) => {
    const users = await services.users.list();
    res.set('Cache-Control', 'no-store');
    res.json({
      users: users.map(({ username, role, createdAt }) => ({ username, role, createdAt })),
    });
  });
  return router;
}
