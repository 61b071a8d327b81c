import type { FastifyPluginCallback } from 'fastify';
import type { PublicCache } from '../../public-cache/public-cache';
import { replyFromCache } from '../../public-cache/send-public-answer';
import { objectOf } from '../../rest-kit/input-schema';
import { MAX_SEARCH_LENGTH } from '../deal/deal.inputs';
import { FEED_FORMATS, FEED_SECTIONS, type FeedFormat } from './feed-sections';
import type { FeedService } from './feed.service';

const FEED_QUERY = objectOf({ q: { type: 'string', maxLength: MAX_SEARCH_LENGTH } });

interface FeedRequest {
  Querystring: { q?: string };
}

export interface FeedRoutesOptions {
  feeds: FeedService;
  publicCache: PublicCache;
}

/**
 * GET /feed.xml, /atom.xml and /feed.json, the same under /fashion and /favorites, each with the
 * page's `?q=`: public reads, cached and revalidated like the pages. The body is the feed's text
 * as written (a JSON Feed too), so no response schema serialises it.
 */
export const feedRoutes: FastifyPluginCallback<FeedRoutesOptions> = (
  app,
  { feeds, publicCache },
  done,
) => {
  for (const section of FEED_SECTIONS) {
    for (const format of Object.keys(FEED_FORMATS) as FeedFormat[]) {
      const { file, contentType } = FEED_FORMATS[format];
      const path = `${section.path}/${file}`;
      app.get<FeedRequest>(
        path,
        { config: { access: 'public' }, schema: { querystring: FEED_QUERY } },
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
  done();
};
