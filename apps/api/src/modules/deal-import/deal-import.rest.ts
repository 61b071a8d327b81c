import type { FastifyPluginCallback } from 'fastify';
import { unread } from '../../rest-kit/input-schema';
import { refuseCrossSiteRequest } from './cross-site';
import type { DealImportService } from './deal-import.service';
import { ImportTriggerKind } from './deal-import.types';

export interface DealImportRoutesOptions {
  imports: DealImportService;
}

/** GET /api/scheduled-import: runs an import now and answers {imported, notImported, message}. */
export const dealImportRoutes: FastifyPluginCallback<DealImportRoutesOptions> = (
  app,
  { imports },
  done,
) => {
  app.get(
    '/scheduled-import',
    { config: { access: 'curator' }, schema: { querystring: unread } },
    async (req, reply) => {
      refuseCrossSiteRequest(req);
      const { imported, notImported, message, finished } = await imports.runNow(
        ImportTriggerKind.SCHEDULE,
      );
      reply.header('Cache-Control', 'no-store').code(finished ? 200 : 202);
      return { imported, notImported, message };
    },
  );
  done();
};
