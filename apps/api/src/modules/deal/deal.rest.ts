import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { badInput } from '../../common/app-error';
import { publicRequest } from '../../public-cache/public-query';
import { proxyPolicy, replyFromCache } from '../../public-cache/send-public-answer';
import { objectOf, oneOf, text, textOrNull, unread } from '../../rest-kit/input-schema';
import { idSegment, refuseBadPathWith, pathParams } from '../../rest-kit/route-params';
import type { PublicCache } from '../../public-cache/public-cache';
import { currentUser } from '../../access/session';
import { Role } from '../../access/role';
import { sessionTokenOf } from '../../access/session-cookie';
import { DealCategory, type Deal } from './deal.entity';
import { DealSort, MAX_PAGE_SIZE } from './deal.inputs';
import { dealNotFound } from './deal.errors';
import type { DealService } from './deal.service';

/** The most deals GET /api/deals answers at once, and how many when `limit` is not given. */
export const REST_LIST_LIMIT = MAX_PAGE_SIZE * 5;

/**
 * A category read is revalidated by every cache on every use (the spec's "no-cache headers on
 * category reads"); its ETag still lets the answer be a 304.
 */
const CATEGORY_READ_POLICY = { ...proxyPolicy(0, 0), cacheControl: 'no-cache' };

/**
 * The shape the original site's clients read, field by field, so a new column never leaks out;
 * `publishAt` is the publish time of a deal still scheduled at `now`, else null.
 */
export function toRestDeal(deal: Deal, now = new Date()) {
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
    publishAt: deal.createdAt > now ? deal.createdAt : null,
    postToChannels: deal.postToChannels,
  };
}

/** '' means the default, as the original client sends it; only active deals are ever listed. */
const DEAL_LIST_QUERY = objectOf({
  category: oneOf(['', ...Object.values(DealCategory)]),
  sort: oneOf(['', ...Object.values(DealSort)]),
  active: oneOf(['', '1', 'true']),
  limit: text,
  offset: text,
});

interface DealListQuery {
  category?: DealCategory | '';
  sort?: DealSort | '';
  limit?: string;
  offset?: string;
}

/** A whole number of up to nine digits in a query parameter, else undefined. */
function wholeNumber(value: string): number | undefined {
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** The page GET /api/deals is asked for; 400 {message, field} for a limit or offset out of range. */
function restPage(query: DealListQuery): { limit: number; offset: number } {
  const limit = query.limit ? wholeNumber(query.limit) : REST_LIST_LIMIT;
  if (limit === undefined || limit < 1 || limit > REST_LIST_LIMIT)
    throw badInput(`limit must be a whole number from 1 to ${REST_LIST_LIMIT}`, { field: 'limit' });
  const offset = query.offset ? wholeNumber(query.offset) : 0;
  if (offset === undefined)
    throw badInput('offset must be a whole number of 0 or more', { field: 'offset' });
  return { limit, offset };
}

/**
 * The parameters that choose the list, as given (the defaults left out), in a fixed order; `active`
 * changes nothing (only active deals are ever listed), and other names are ignored.
 */
function listParams(query: DealListQuery): string {
  const params = new URLSearchParams();
  for (const name of ['category', 'sort'] as const) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  return params.toString();
}

/** The next page's address, relative, keeping the request's other parameters. */
function nextPageLink(params: string, limit: number, offset: number): string {
  const paging = `limit=${limit}&offset=${offset + limit}`;
  return `</api/deals?${params ? `${params}&` : ''}${paging}>; rel="next"`;
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
  publishAt: textOrNull,
  postToChannels: { type: 'boolean' },
});

async function curatorId(req: FastifyRequest): Promise<number> {
  const user = await currentUser(req);
  // The curator guard runs before every curator route, so a user is always there.
  if (!user) throw new Error('curator route reached without a session');
  return user.id;
}

const REST_DEAL_PROPERTIES = {
  id: { type: 'integer' },
  title: text,
  description: textOrNull,
  price: textOrNull,
  originalPrice: textOrNull,
  percentOff: { type: ['integer', 'null'] },
  affiliateLink: textOrNull,
  imageUrl: textOrNull,
  tagline: textOrNull,
  category: text,
  active: { type: 'integer' },
  clicks: { type: 'integer' },
  userId: { type: ['integer', 'null'] },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
  expiresAt: { type: ['string', 'null'], format: 'date-time' },
  publishAt: { type: ['string', 'null'], format: 'date-time' },
  postToChannels: { type: 'boolean' },
};

const DEAL_LIST_RESPONSE = {
  200: objectOf({ deals: { type: 'array', items: objectOf(REST_DEAL_PROPERTIES) } }, ['deals']),
};

interface DealIdPath {
  Params: { id: string };
}

/** A route of one deal: a path that names no deal answers 404, as an unknown one does. */
const ONE_DEAL = {
  config: { access: 'curator' },
  schemaErrorFormatter: refuseBadPathWith(dealNotFound),
} as const;
const DEAL_ID_PARAMS = pathParams({ id: idSegment });

export interface DealRoutesOptions {
  deals: DealService;
  publicCache: PublicCache;
}

/**
 * /api/deals as the original client calls it, over the same DealService as GraphQL.
 * DELETE answers 200 {ok: true} rather than 204, so every answer carries a JSON body.
 */
export const dealRoutes: FastifyPluginCallback<DealRoutesOptions> = (
  app,
  { deals, publicCache },
  done,
) => {
  app.get<{ Querystring: DealListQuery }>(
    '/deals',
    {
      config: { access: 'public' },
      schema: { querystring: DEAL_LIST_QUERY, response: DEAL_LIST_RESPONSE },
    },
    (req, reply) => {
      const query = req.query;
      const category = query.category || undefined;
      const sort = query.sort || DealSort.NEWEST;
      const { limit, offset } = restPage(query);
      const params = listParams(query);
      const list = async (withScheduled = false) => {
        const { items, total } = await deals.list({
          category,
          sort,
          limit,
          offset,
          withScheduled,
        });
        const more = offset + items.length < total;
        const link = more ? nextPageLink(params, limit, offset) : undefined;
        return { body: { deals: items.map((deal) => toRestDeal(deal)) }, link };
      };
      // Signed-in callers are never served a shared answer, so a curator-only field cannot leak.
      if (sessionTokenOf(req)) {
        // The curator's list holds the scheduled deals too.
        const listed = currentUser(req).then((user) => list(user?.role === Role.CURATOR));
        return listed.then(({ body, link }) => {
          if (link) reply.header('Link', link);
          reply.header('Cache-Control', 'private, no-store');
          return body;
        });
      }
      return replyFromCache(
        req,
        reply,
        publicCache,
        // The parameters the next page's Link repeats are in the key with the page.
        publicRequest('GET /api/deals', { params, limit, offset }),
        async () => {
          const { body, link } = await list();
          return {
            status: 200,
            body: JSON.stringify(body),
            contentType: 'application/json; charset=utf-8',
            link,
          };
        },
        category ? CATEGORY_READ_POLICY : undefined,
      );
    },
  );

  app.post(
    '/deals',
    { config: { access: 'curator' }, schema: { body: DEAL_BODY } },
    async (req, reply) => {
      const deal = await deals.create(req.body, await curatorId(req));
      reply.code(201);
      return toRestDeal(deal);
    },
  );

  app.post(
    '/deals/clear',
    { config: { access: 'curator' }, schema: { body: unread } },
    async () => ({ archived: await deals.archiveAll() }),
  );

  app.put<DealIdPath>(
    '/deals/:id',
    { ...ONE_DEAL, schema: { params: DEAL_ID_PARAMS, body: DEAL_BODY } },
    async (req) => toRestDeal(await deals.update(Number(req.params.id), req.body)),
  );

  app.post<DealIdPath>(
    '/deals/:id/expire',
    { ...ONE_DEAL, schema: { params: DEAL_ID_PARAMS, body: unread } },
    async (req) => toRestDeal(await deals.expireNow(Number(req.params.id))),
  );

  app.delete<DealIdPath>(
    '/deals/:id',
    { ...ONE_DEAL, schema: { params: DEAL_ID_PARAMS } },
    async (req) => {
      await deals.remove(Number(req.params.id));
      return { ok: true };
    },
  );
  done();
};
