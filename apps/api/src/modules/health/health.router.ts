import { Router } from 'express';
import type { DataSource } from 'typeorm';

/** 200 once the database answers and no migration is pending, 503 with the reason otherwise. */
export function healthRouter(dataSource: DataSource): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await dataSource.query('SELECT 1');
      if (await dataSource.showMigrations()) {
        res.status(503).json({ status: 'unavailable', reason: 'migrations pending' });
        return;
      }
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
  return router;
}
