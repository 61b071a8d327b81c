import { badInput } from '../../common/app-error';
import { countText, objectOf } from '../../rest-kit/input-schema';
import { queryValue, type RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';
import { DEFAULT_TRAFFIC_DAYS, MAX_TRAFFIC_DAYS, dailyTraffic } from './daily-traffic';
import { clientAddress } from '../auth/client-address';
import { countableVisitor } from './visitor';

const DAILY_QUERY = objectOf({ days: countText });

/** ?days= as the schema let it through: empty, or up to three digits. */
function readDays(value: unknown): number {
  if (value === undefined || value === '') return DEFAULT_TRAFFIC_DAYS;
  const days = Number(value);
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
      handler: async (req, reply) => {
        const address = clientAddress(req);
        services.countedRequestLimits.takeVisit(address);
        const visitor = countableVisitor(req, address);
        if (visitor) await services.visits.record(visitor);
        return reply.code(204).send();
      },
    },
    {
      method: 'GET',
      path: '/visits/stats',
      access: 'curator',
      handler: async (_req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return services.visits.stats();
      },
    },
    {
      method: 'POST',
      path: '/visits/reset',
      access: 'curator',
      handler: () => services.visits.reset(),
    },
    {
      method: 'GET',
      path: '/visits/daily',
      access: 'curator',
      schema: { querystring: DAILY_QUERY },
      handler: async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { days: await dailyTraffic(services, readDays(queryValue(req, 'days'))) };
      },
    },
  ];
}
