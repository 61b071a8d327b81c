import type { FastifyPluginCallback } from 'fastify';
import { objectOf, oneOf, unread } from '../../rest-kit/input-schema';
import { idSegment, refuseBadPathWith, pathParams } from '../../rest-kit/route-params';
import { toRestDeal } from '../deal/deal.rest';
import { dealNotFound } from '../deal/deal.errors';
import type { VisitorGate } from '../visitor/visitor-gate';
import { DealReportKind } from './deal-report.entity';
import type { ReportService } from './report.service';

export interface ReportRoutesOptions {
  reports: ReportService;
  visitorGate: VisitorGate;
}

const REPORT_BODY = objectOf({ kind: oneOf(Object.values(DealReportKind)) }, ['kind']);

interface DealIdPath {
  Params: { id: string };
}

/** A route of one deal: a path that names no deal answers 404, as an unknown one does. */
const ONE_DEAL = { schemaErrorFormatter: refuseBadPathWith(dealNotFound) } as const;
const DEAL_ID_PARAMS = pathParams({ id: idSegment });

/**
 * POST /api/deals/{id}/reports {kind}: a visitor's report, 204 whether it counted or not;
 * GET /api/reports: the curator's open reports per live deal; POST /api/deals/{id}/reports/dismiss
 * closes them.
 */
export const reportRoutes: FastifyPluginCallback<ReportRoutesOptions> = (
  app,
  { reports, visitorGate },
  done,
) => {
  app.post<DealIdPath & { Body: { kind: DealReportKind } }>(
    '/deals/:id/reports',
    {
      ...ONE_DEAL,
      config: { access: 'public' },
      schema: { params: DEAL_ID_PARAMS, body: REPORT_BODY },
    },
    async (req, reply) => {
      const { visitor, address } = visitorGate.visitorOf(req, 'report');
      await reports.report(Number(req.params.id), req.body.kind, visitor, address);
      return reply.header('Cache-Control', 'no-store').code(204).send();
    },
  );

  app.get(
    '/reports',
    { config: { access: 'curator' }, schema: { querystring: unread } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const open = await reports.openReports();
      return { deals: open.map(({ deal, ...counts }) => ({ deal: toRestDeal(deal), ...counts })) };
    },
  );

  app.post<DealIdPath>(
    '/deals/:id/reports/dismiss',
    {
      ...ONE_DEAL,
      config: { access: 'curator' },
      schema: { params: DEAL_ID_PARAMS, body: unread },
    },
    async (req) => ({ dismissed: await reports.dismiss(Number(req.params.id)) }),
  );
  done();
};
