import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';

/** GET /healthz: 200 once the database answers and no migration is pending, 503 with the reason otherwise. */
export function registerHealthRoute(app: FastifyInstance, dataSource: DataSource): void {
  app.get('/healthz', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await dataSource.query('SELECT 1');
      if (await dataSource.showMigrations()) {
        return reply.code(503).send({ status: 'unavailable', reason: 'migrations pending' });
      }
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
}
