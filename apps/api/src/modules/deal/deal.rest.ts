import type { FastifyRequest } from 'fastify';
import { badInput } from '../../common/app-error';
import { replyFromCache } from '../../public-cache/send-public-answer';
import { pathParam, queryValue, type RestRoute } from '../../rest/rest-route';
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
  };
}

function parseEnum<T extends string>(
  value: unknown,
  allowed: Record<string, T>,
  name: string,
): T | undefined {
  if (value === undefined || value === '') return undefined;
  const match = Object.values(allowed).find((candidate) => candidate === value);
  if (!match) throw badInput(`${name} must be one of ${Object.values(allowed).join(', ')}`);
  return match;
}

/** Only active deals are ever listed, so `active=1` (what the original client sends) is all it may say. */
function checkActiveFilter(value: unknown): void {
  if (value !== undefined && value !== '1' && value !== 'true') {
    throw badInput('active must be 1: only active deals are listed');
  }
}

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
      handler: (req, reply) => {
        const category = parseEnum(queryValue(req, 'category'), DealCategory, 'category');
        const sort = parseEnum(queryValue(req, 'sort'), DealSort, 'sort') ?? DealSort.NEWEST;
        checkActiveFilter(queryValue(req, 'active'));
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
      handler: async (req) =>
        toRestDeal(await deals.update(parseDealId(pathParam(req, 'id')), req.body)),
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
