import { pathParam, type RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';
import { clientAddress } from '../auth/client-address';
import { parseDealId } from '../deal/deal-id';
import { countableVisitor } from '../visit/visitor';

/**
 * POST /api/deals/{id}/click: a Grab Deal press, counted under the caps, answering the deal's
 * count; GET /api/clicks/stats: the Analytics Overview's figures, for curators.
 */
export function clickRestRoutes({ clicks, countedRequestLimits }: Services): RestRoute[] {
  return [
    {
      method: 'POST',
      path: '/deals/:id/click',
      access: 'public',
      tiny: true,
      schema: {
        response: { 200: { type: 'object', properties: { clicks: { type: 'integer' } } } },
      },
      handler: (req, reply) => {
        const dealId = parseDealId(pathParam(req, 'id'));
        // Worked out once: behind a trusted proxy, req.ip parses X-Forwarded-For on every read.
        const address = clientAddress(req);
        countedRequestLimits.takeClick(address);
        const visitor = countableVisitor(req, address);
        // A count of this moment, answering a write: no cache keeps it, no proxy recodes it.
        reply.header('Cache-Control', 'no-store, no-transform');
        // Counted in memory when the deal's figures are there: answered without a promise.
        const counted = clicks.recordNow(dealId, visitor);
        if (counted !== null) return { clicks: counted };
        return clicks.record(dealId, visitor).then((count) => ({ clicks: count }));
      },
    },
    {
      method: 'GET',
      path: '/clicks/stats',
      access: 'curator',
      handler: async (_req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return clicks.overview();
      },
    },
  ];
}
