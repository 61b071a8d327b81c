import { objectOf, oneOf } from '../../rest-kit/input-schema';
import { bodyFields, pathParam, type RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';
import { clientAddress } from '../auth/client-address';
import { parseDealId } from '../deal/deal-id';
import { toRestDeal } from '../deal/deal.rest';
import { countableVisitor } from '../visit/visitor';
import { DealReportKind } from './deal-report.entity';

const REPORT_BODY = objectOf({ kind: oneOf(Object.values(DealReportKind)) }, ['kind']);

/**
 * POST /api/deals/{id}/reports {kind}: a visitor's report, 204 whether it counted or not;
 * GET /api/reports: the curator's open reports per live deal; POST /api/deals/{id}/reports/dismiss
 * closes them.
 */
export function reportRestRoutes({ reports }: Services): RestRoute[] {
  return [
    {
      method: 'POST',
      path: '/deals/:id/reports',
      access: 'public',
      schema: { body: REPORT_BODY },
      handler: async (req, reply) => {
        const dealId = parseDealId(pathParam(req, 'id'));
        const kind = bodyFields(req).kind as DealReportKind;
        const address = clientAddress(req);
        await reports.report(dealId, kind, countableVisitor(req, address), address);
        return reply.header('Cache-Control', 'no-store').code(204).send();
      },
    },
    {
      method: 'GET',
      path: '/reports',
      access: 'curator',
      handler: async (_req, reply) => {
        reply.header('Cache-Control', 'no-store');
        const open = await reports.openReports();
        return {
          deals: open.map(({ deal, ...counts }) => ({ deal: toRestDeal(deal), ...counts })),
        };
      },
    },
    {
      method: 'POST',
      path: '/deals/:id/reports/dismiss',
      access: 'curator',
      handler: async (req) => ({
        dismissed: await reports.dismiss(parseDealId(pathParam(req, 'id'))),
      }),
    },
  ];
}
