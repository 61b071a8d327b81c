import type { RestRoute } from '../../rest/rest-route';
import type { Services } from '../../services';
import { clientAddress } from '../auth/client-address';
import { parseDealId } from '../deal/deal-id';
import { countableVisitor } from '../visit/visitor';
import { sendClickAnswer } from './click-answer';

/**
 * POST /api/deals/{id}/click: a Grab Deal press, counted under the caps, answering the deal's
 * count; GET /api/clicks/stats: the Analytics Overview's figures, for curators.
 */
export function clickRestRoutes({
  clicks,
  clickAnswerHeaders,
  countedRequestLimits,
}: Services): RestRoute[] {
  return [
    {
      method: 'POST',
      path: '/deals/:id/click',
      access: 'public',
      handler: async (req, res) => {
        const dealId = parseDealId(req.params.id);
        countedRequestLimits.takeClick(clientAddress(req));
        const count = await clicks.record(dealId, countableVisitor(req));
        sendClickAnswer(res, clickAnswerHeaders, count);
      },
    },
    {
      method: 'GET',
      path: '/clicks/stats',
      access: 'curator',
      handler: async (_req, res) => {
        res.set('Cache-Control', 'no-store');
        res.json(await clicks.overview());
      },
    },
  ];
}
