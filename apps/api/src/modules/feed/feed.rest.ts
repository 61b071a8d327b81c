import type { FastifyPluginCallback } from 'fastify';
import { AppError } from '../../common/app-error';
import type { PublicCache } from '../../public-cache/public-cache';
import { replyFromCache } from '../../public-cache/send-public-answer';
import { errorPage } from '../../rest-kit/error-page';
import { objectOf } from '../../rest-kit/input-schema';
import { pathParams, refuseBadPathWith } from '../../rest-kit/route-params';
import { MAX_SEARCH_LENGTH } from '../deal/deal.inputs';
import type { StoreService } from '../store/store.service';
import { storeNotFound } from '../store/store.errors';
import { FEED_FORMATS, FEED_SECTIONS, storeFeedSection, type FeedFormat } from './feed-sections';
import type { FeedService } from './feed.service';

const FEED_QUERY = objectOf({ q: { type: 'string', maxLength: MAX_SEARCH_LENGTH } });

interface FeedRequest {
  Querystring: { q?: string };
}

interface StoreFeedRequest extends FeedRequest {
  Params: { slug: string };
}

const STORE_PARAMS = pathParams({ slug: { type: 'string', pattern: '^[a-z0-9-]{1,63}$' } });

export interface FeedRoutesOptions {
  feeds: FeedService;
  stores: StoreService;
  publicCache: PublicCache;
}

/**
 * GET /feed.xml, /atom.xml and /feed.json, the same under /fashion, /favorites and /stores/{slug},
 * each with the page's `?q=`: public reads, cached and revalidated like the pages. The body is the
 * feed's text as written (a JSON Feed too), so no response schema serialises it.
 */
export const feedRoutes: FastifyPluginCallback<FeedRoutesOptions> = (
  app,
  { feeds, stores, publicCache },
  done,
) => {
  for (const section of FEED_SECTIONS) {
    for (const format of Object.keys(FEED_FORMATS) as FeedFormat[]) {
      const { file, contentType } = FEED_FORMATS[format];
      const path = `${section.path}/${file}`;
      app.get<FeedRequest>(
        path,
        { config: { access: 'public', answers: 'feed' }, schema: { querystring: FEED_QUERY } },
        (req, reply) => {
          const search = req.query.q?.trim() ?? '';
          return replyFromCache(
            req,
            reply,
            publicCache,
            { route: path, query: search },
            async () => ({
              status: 200,
              body: await feeds.write(section, format, search),
              contentType,
            }),
          );
        },
      );
    }
  }

  for (const format of Object.keys(FEED_FORMATS) as FeedFormat[]) {
    const { file, contentType } = FEED_FORMATS[format];
    app.get<StoreFeedRequest>(
      `/stores/:slug/${file}`,
      {
        config: { access: 'public', answers: 'feed' },
        schema: { params: STORE_PARAMS, querystring: FEED_QUERY },
        schemaErrorFormatter: refuseBadPathWith(storeNotFound),
      },
      (req, reply) => {
        const search = req.query.q?.trim() ?? '';
        const { slug } = req.params;
        return replyFromCache(
          req,
          reply,
          publicCache,
          { route: `/stores/${slug}/${file}`, query: search },
          async () => {
            const store = await stores.find(slug).catch((error: unknown) => {
              if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
              throw error;
            });
            if (!store)
              return { status: 404, body: errorPage(404), contentType: 'text/html; charset=utf-8' };
            return {
              status: 200,
              body: await feeds.write(storeFeedSection(store), format, search),
              contentType,
            };
          },
        );
      },
    );
  }
  done();
};
