import type { FastifyPluginCallback } from 'fastify';
import { normalizedSourceValue } from '@deal-site/traffic-source';
import { objectOf, repeatableText, unread } from '../../rest-kit/input-schema';
import { idSegment, refuseBadPathWith, pathParams } from '../../rest-kit/route-params';
import { dealNotFound } from '../deal/deal.errors';
import type { VisitorGate } from '../visitor/visitor-gate';
import type { ClickStatsService } from './click-stats.service';
import type { ClickService } from './click.service';

export interface ClickRoutesOptions {
  clicks: ClickService;
  clickStats: ClickStatsService;
  visitorGate: VisitorGate;
}

const CLICK_RESPONSE = { 200: { type: 'object', properties: { clicks: { type: 'integer' } } } };
/** ?src= of the page's own URL; a value not usable leaves the visitor's own source. */
const CLICK_QUERY = objectOf({ src: repeatableText });

/**
 * POST /api/deals/{id}/click[?src=]: a Grab Deal press, counted under the caps, answering the deal's
 * count; GET /api/clicks/stats: the Analytics Overview's figures, for curators.
 */
export const clickRoutes: FastifyPluginCallback<ClickRoutesOptions> = (
  app,
  { clicks, clickStats, visitorGate },
  done,
) => {
  app.post<{ Params: { id: string }; Querystring: { src?: string | string[] } }>(
    '/deals/:id/click',
    {
      config: { access: 'public' },
      // Takes no body and answers a few bytes: @fastify/compress's hooks are left off the route.
      compress: false,
      decompress: false,
      // A path that names no deal answers 404, as an unknown one does.
      schemaErrorFormatter: refuseBadPathWith(dealNotFound),
      schema: {
        params: pathParams({ id: idSegment }),
        querystring: CLICK_QUERY,
        body: unread,
        response: CLICK_RESPONSE,
      },
    },
    (req, reply) => {
      const dealId = Number(req.params.id);
      const { visitor } = visitorGate.visitorOf(req, 'click');
      // ?src= of the page's own URL, when it had one; bounded, else the visitor's source.
      const source = normalizedSourceValue(req.query.src);
      // A count of this moment, answering a write: no cache keeps it, no proxy recodes it.
      reply.header('Cache-Control', 'no-store, no-transform');
      // Counted in memory when the deal's figures are there: answered without a promise.
      const counted = clicks.recordNow(dealId, visitor, source);
      if (counted !== null) return { clicks: counted };
      return clicks.record(dealId, visitor, source).then((count) => ({ clicks: count }));
    },
  );

  app.get(
    '/clicks/stats',
    { config: { access: 'curator' }, schema: { querystring: unread } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return clickStats.overview();
    },
  );
  done();
};
