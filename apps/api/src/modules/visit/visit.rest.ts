import type { FastifyPluginCallback } from 'fastify';
import { badInput } from '../../common/app-error';
import { countText, objectOf, unread } from '../../rest-kit/input-schema';
import type { ClickStatsService } from '../click/click-stats.service';
import type { VisitorGate } from '../visitor/visitor-gate';
import { DEFAULT_TRAFFIC_DAYS, MAX_TRAFFIC_DAYS, dailyTraffic } from './daily-traffic';
import { MAX_BEACON_URL_LENGTH, type VisitArrival, type VisitService } from './visit.service';

export interface VisitRoutesOptions {
  visits: VisitService;
  clickStats: ClickStatsService;
  visitorGate: VisitorGate;
}

const DAILY_QUERY = objectOf({ days: countText });

/** The beacon's body: `{url, referrer}`; both optional, and no body at all counts as direct. */
const BEACON_BODY = {
  type: 'object',
  properties: { url: { type: ['string', 'null'] }, referrer: { type: ['string', 'null'] } },
};
const cut = (value: string | null | undefined) =>
  typeof value === 'string' ? value.slice(0, MAX_BEACON_URL_LENGTH) : null;

/** ?days= as the schema let it through: empty, or up to three digits. */
function readDays(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_TRAFFIC_DAYS;
  const days = Number(value);
  if (!(days >= 1 && days <= MAX_TRAFFIC_DAYS)) {
    throw badInput(`days must be between 1 and ${MAX_TRAFFIC_DAYS}`);
  }
  return days;
}

/** /api/visits: every public page's beacon for anyone; the figures and their reset for curators. */
export const visitRoutes: FastifyPluginCallback<VisitRoutesOptions> = (
  app,
  { visits, clickStats, visitorGate },
  done,
) => {
  // navigator.sendBeacon sends a string as text/plain: read as the JSON it is.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? undefined : (JSON.parse(String(body)) as unknown));
    } catch {
      done(null, undefined);
    }
  });

  app.post<{ Body: VisitArrival | undefined }>(
    '/visits',
    {
      config: { access: 'public' },
      bodyLimit: 16_384,
      schema: { body: BEACON_BODY },
      // The home page's beacon before issue 57 sent no body: a direct visit, landing unknown.
      preValidation: (req, _reply, done) => {
        req.body ??= {};
        done();
      },
    },
    async (req, reply) => {
      const { visitor } = visitorGate.visitorOf(req, 'visit');
      if (visitor)
        await visits.record(visitor, {
          url: cut(req.body?.url),
          referrer: cut(req.body?.referrer),
        });
      return reply.code(204).send();
    },
  );

  app.get(
    '/visits/stats',
    { config: { access: 'curator' }, schema: { querystring: unread } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return visits.stats();
    },
  );

  app.post('/visits/reset', { config: { access: 'curator' }, schema: { body: unread } }, () =>
    visits.reset(),
  );

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
