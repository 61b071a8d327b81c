import type { FastifyPluginCallback } from 'fastify';
import { badInput } from '../../common/app-error';
import { countText, objectOf } from '../../rest-kit/input-schema';
import type { ClickStatsService } from '../click/click-stats.service';
import type { VisitorGate } from '../visitor/visitor-gate';
import { DEFAULT_TRAFFIC_DAYS, MAX_TRAFFIC_DAYS, dailyTraffic } from './daily-traffic';
import type { VisitService } from './visit.service';

export interface VisitRoutesOptions {
  visits: VisitService;
  clickStats: ClickStatsService;
  visitorGate: VisitorGate;
}

const DAILY_QUERY = objectOf({ days: countText });

/** ?days= as the schema let it through: empty, or up to three digits. */
function readDays(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_TRAFFIC_DAYS;
  const days = Number(value);
  if (!(days >= 1 && days <= MAX_TRAFFIC_DAYS)) {
    throw badInput(`days must be between 1 and ${MAX_TRAFFIC_DAYS}`);
  }
  return days;
}

/** /api/visits: the home page's beacon for anyone; the figures and their reset for curators. */
export const visitRoutes: FastifyPluginCallback<VisitRoutesOptions> = (
  app,
  { visits, clickStats, visitorGate },
  done,
) => {
  app.post('/visits', { config: { access: 'public' } }, async (req, reply) => {
    const { visitor } = visitorGate.visitorOf(req, 'visit');
    if (visitor) await visits.record(visitor);
    return reply.code(204).send();
  });

  app.get('/visits/stats', { config: { access: 'curator' } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return visits.stats();
  });

  app.post('/visits/reset', { config: { access: 'curator' } }, () => visits.reset());

  app.get<{ Querystring: { days?: string } }>(
    '/visits/daily',
    { config: { access: 'curator' }, schema: { querystring: DAILY_QUERY } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { days: await dailyTraffic({ visits, clickStats }, readDays(req.query.days)) };
    },
  );
  done();
};
