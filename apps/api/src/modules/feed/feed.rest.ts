import type { FastifyRequest } from 'fastify';
import { replyFromCache } from '../../public-cache/send-public-answer';
import { objectOf } from '../../rest-kit/input-schema';
import { queryValue, type RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';
import { MAX_SEARCH_LENGTH } from '../deal/deal.inputs';
import { FEED_FORMATS, FEED_SECTIONS, type FeedFormat } from './feed-sections';

const FEED_QUERY = objectOf({ q: { type: 'string', maxLength: MAX_SEARCH_LENGTH } });

const searchOf = (req: FastifyRequest) => {
  const q = queryValue(req, 'q');
  return typeof q === 'string' ? q.trim() : '';
};

/**
 * GET /feed.xml, /atom.xml and /feed.json, the same under /fashion and /favorites, each with the
 * page's `?q=`: public reads, cached and revalidated like the pages.
 */
export function feedRoutes({ feeds, publicCache }: Services): RestRoute[] {
  return FEED_SECTIONS.flatMap((section) =>
    (Object.keys(FEED_FORMATS) as FeedFormat[]).map((format): RestRoute => {
      const { file, contentType } = FEED_FORMATS[format];
      const path = `${section.path}/${file}`;
      return {
        method: 'GET',
        path,
        access: 'public',
        schema: { querystring: FEED_QUERY },
        handler: (req, reply) => {
          const search = searchOf(req);
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
      };
    }),
  );
}
