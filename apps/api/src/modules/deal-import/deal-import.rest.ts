import type { RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';
import { refuseCrossSiteRequest } from './cross-site';
import { ImportTriggerKind } from './deal-import.types';

/** GET /api/scheduled-import: runs an import now and answers {imported, notImported, message}. */
export function dealImportRestRoutes({ imports }: Pick<Services, 'imports'>): RestRoute[] {
  return [
    {
      method: 'GET',
      path: '/scheduled-import',
      access: 'curator',
      handler: async (req, reply) => {
        refuseCrossSiteRequest(req);
        const { imported, notImported, message, finished } = await imports.runNow(
          ImportTriggerKind.SCHEDULE,
        );
        reply.header('Cache-Control', 'no-store').code(finished ? 200 : 202);
        return { imported, notImported, message };
      },
    },
  ];
}
