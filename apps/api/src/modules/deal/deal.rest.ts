import type { FastifyRequest } from 'fastify';
import { replyFromCache } from '../../public-cache/send-public-answer';
import { objectOf, oneOf, text, textOrNull } from '../../rest/input-schema';
import { pathParam, type RestRoute } from '../../rest/rest-route';
import type { Services } from '../../services';
import { currentUser } from '../auth/session';
import { sessionTokenOf } from '../auth/session-cookie';
import { DealCategory, type Deal } from './deal.entity';
import { DealSort, MAX_PAGE_SIZE } from './deal.inputs';
import { parseDealId } from './deal-id';

/** The most deals GET /api/deals answers at once; it has no paging of its own. */
export const REST_LIST_LIMIT = MAX_PAGE_SIZE * 5;

/** The shape the original site's clients read, field by field, so a new column never leaks out. */
export function toRestDeal(deal: Deal) {
  return {
    id: deal.id,
    title: deal.title,
    description: deal.description,
    price: deal.price,
    originalPrice: deal.originalPrice,
    percentOff: deal.percentOff,
    affiliateLink: deal.affiliateLink,
    imageUrl: deal.imageUrl,
    tagline: deal.tagline,
    category: deal.category,
    active: deal.active ? 1 : 0,
    clicks: deal.clicks,
    userId: deal.userId,
    createdAt: deal.createdAt,
    updatedAt: deal.updatedAt,
    expiresAt: deal.expiresAt,
  };
}

/** '' means the default, as the original client sends it; only active deals are ever listed. */
const DEAL_LIST_QUERY = objectOf({
  category: oneOf(['', ...Object.values(DealCategory)]),
  sort: oneOf(['', ...Object.values(DealSort)]),
  active: oneOf(['', '1', 'true']),
});

interface DealListQuery {
  category?: DealCategory | '';
  sort?: DealSort | '';
}

/** The deal fields' JSON types; deal-validation.ts checks their lengths, links and prices. */
const DEAL_BODY = objectOf({
  title: textOrNull,
  description: textOrNull,
  price: { type: ['string', 'number', 'null'] },
  originalPrice: { type: ['string', 'number', 'null'] },
  percentOff: { type: ['number', 'string', 'null'] },
  affiliateLink: textOrNull,
  imageUrl: { type: ['string', 'array', 'null'], items: text },
  tagline: textOrNull,
  category: oneOf(Object.values(DealCategory)),
  expiresAt: textOrNull,
});

async function curatorId(req: FastifyRequest): Promise<number> {
  const user = await currentUser(req);
  // The curator guard runs before every curator row, so a user is always there.
  if (!user) throw new Error('curator route reached without a session');
  return user.id;
}

/**
 * /api/deals as the original client calls it, over the same DealService as GraphQL.
 * DELETE answers 200 {ok: true} rather than 204, so every answer carries a JSON body.
 */
export function dealRestRoutes({ deals, publicCache }: Services): RestRoute[] {
  return [
    {
      method: 'GET',
      path: '/deals',
      access: 'public',
      schema: { querystring: DEAL_LIST_QUERY },
      handler: (req, reply) => {
        const query = req.query as DealListQuery;
        const category = query.category || undefined;
        const sort = query.sort || DealSort.NEWEST;
        const list = async () => {
          const { items } = await deals.list({ category, sort, limit: REST_LIST_LIMIT, offset: 0 });
          return { deals: items.map(toRestDeal) };
        };
        // Signed-in callers are never served a shared answer, so a curator-only field cannot leak.
        if (sessionTokenOf(req)) {
          reply.header('Cache-Control', 'private, no-store');
          return list();
        }
        return replyFromCache(
          req,
          reply,
          publicCache,
          { route: 'GET /api/deals', query: `${sort} ${category ?? ''}` },
          async () => ({
            status: 200,
            body: JSON.stringify(await list()),
            contentType: 'application/json; charset=utf-8',
          }),
        );
      },
    },
    {
      method: 'POST',
      path: '/deals',
      access: 'curator',
      schema: { body: DEAL_BODY },
      handler: async (req, reply) => {
        const deal = await deals.create(req.body, await curatorId(req));
        reply.code(201);
        return toRestDeal(deal);
      },
    },
    {
      method: 'POST',
      path: '/deals/clear',
      access: 'curator',
      handler: async () => ({ archived: await deals.archiveAll() }),
    },
    {
      method: 'PUT',
      path: '/deals/:id',
      access: 'curator',
      schema: { body: DEAL_BODY },
      handler: async (req) =>
        toRestDeal(await deals.update(parseDealId(pathParam(req, 'id')), req.body)),
    },
    {
      method: 'POST',
      path: '/deals/:id/expire',
      access: 'curator',
      handler: async (req) => toRestDeal(await deals.expireNow(parseDealId(pathParam(req, 'id')))),
    },
    {
      method: 'DELETE',
      path: '/deals/:id',
      access: 'curator',
      handler: async (req) => {
        await deals.remove(parseDealId(pathParam(req, 'id')));
        return { ok: true };
      },
    },
  ];
}
