import type { FastifyPluginCallback } from 'fastify';
import { objectOf, text, unread } from '../../rest-kit/input-schema';
import { idSegment } from '../../rest-kit/route-params';
import { trafficCsv } from './traffic-csv';
import type { TrafficSourceService } from './traffic-source.service';

export interface TrafficSourceRoutesOptions {
  trafficSources: TrafficSourceService;
}

interface RangeQuery {
  from?: string;
  to?: string;
}

const RANGE_QUERY = objectOf({ from: text, to: text });
const REPORT_QUERY = objectOf({ from: text, to: text, deal: idSegment });

/**
 * /api/traffic, for curators: where visitors and clicks came from over a range of site days
 * (JSON, or the daily aggregates as CSV), and the visitors of the last 5 minutes.
 */
export const trafficSourceRoutes: FastifyPluginCallback<TrafficSourceRoutesOptions> = (
  app,
  { trafficSources },
  done,
) => {
  app.get<{ Querystring: RangeQuery & { deal?: string } }>(
    '/traffic/sources',
    { config: { access: 'curator' }, schema: { querystring: REPORT_QUERY } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { from, to, deal } = req.query;
      return trafficSources.report({ from, to, dealId: deal ? Number(deal) : null });
    },
  );

  app.get<{ Querystring: RangeQuery }>(
    '/traffic/sources.csv',
    { config: { access: 'curator', answers: 'csv' }, schema: { querystring: RANGE_QUERY } },
    async (req, reply) => {
      const { range, rows } = await trafficSources.dailyAggregates(req.query);
      return reply
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="traffic-sources-${range.from}-${range.to}.csv"`,
        )
        .type('text/csv; charset=utf-8')
        .send(trafficCsv(rows));
    },
  );

  app.get(
    '/traffic/live',
    { config: { access: 'curator' }, schema: { querystring: unread } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { visitors: await trafficSources.liveVisitors() };
    },
  );
  done();
};
