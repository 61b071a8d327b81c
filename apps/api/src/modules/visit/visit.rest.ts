import { badInput } from '../../common/app-error';
import type { RestRoute } from '../../rest/rest-route';
import type { Services } from '../../services';
import { DEFAULT_TRAFFIC_DAYS, MAX_TRAFFIC_DAYS, dailyTraffic } from './daily-traffic';
import { clientAddress } from '../auth/client-address';
import { countableVisitor } from './visitor';

function readDays(value: unknown): number {
  if (value === undefined || value === '') return DEFAULT_TRAFFIC_DAYS;
  const days = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(days >= 1 && days <= MAX_TRAFFIC_DAYS)) {
    throw badInput(`days must be between 1 and ${MAX_TRAFFIC_DAYS}`);
  }
  return days;
}

/** /api/visits: the home page's beacon for anyone; the figures and their reset for curators. */
export function visitRestRoutes(services: Services): RestRoute[] {
  return [
    {
      method: 'POST',
      path: '/visits',
      access: 'public',
      handler: async (req, res) => {
        services.countedRequestLimits.takeVisit(clientAddress(req));
        const visitor = countableVisitor(req);
        if (visitor) await services.visits.record(visitor);
        res.status(204).end();
      },
    },
    {
      method: 'GET',
      path: '/visits/stats',
      access: 'curator',
      handler: async (_req, res) => {
        res.set('Cache-Control', 'no-store');
        res.json(await services.visits.stats());
      },
    },
    {
      method: 'POST',
      path: '/visits/reset',
      access: 'curator',
      handler: async (_req, res) => {
        res.json(await services.visits.reset());
      },
    },
    {
      method: 'GET',
      path: '/visits/daily',
      access: 'curator',
      handler: async (req, res) => {
        res.set('Cache-Control', 'no-store');
        res.json({ days: await dailyTraffic(services, readDays(req.query.days)) });
      },
    },
  ];
}
