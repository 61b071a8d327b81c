import { replyFromCache } from '../../public-cache/send-public-answer';
import { errorPage } from '../../rest/error-page';
import { pathParam, type RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';
import { robotsTxt } from './robots-txt';

const XML = 'application/xml; charset=utf-8';
/** robots.txt changes with the configuration only. */
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';
const DEAL_PAGES_FILE = /^deals-([1-9]\d{0,5})\.xml$/;

/** GET /robots.txt, /sitemap.xml and the files it lists under /sitemaps/. */
export function sitemapRoutes({ sitemap, publicCache }: Services, publicUrl: string): RestRoute[] {
  const robots = robotsTxt(publicUrl);
  return [
    {
      method: 'GET',
      path: '/robots.txt',
      access: 'public',
      handler: (_req, reply) =>
        reply
          .header('cache-control', ROBOTS_CACHE_CONTROL)
          .type('text/plain; charset=utf-8')
          .send(robots),
    },
    {
      method: 'GET',
      path: '/sitemap.xml',
      access: 'public',
      handler: (req, reply) =>
        replyFromCache(req, reply, publicCache, { route: 'sitemap', query: '' }, async () => ({
          status: 200,
          body: await sitemap.index(),
          contentType: XML,
        })),
    },
    {
      method: 'GET',
      path: '/sitemaps/:file',
      access: 'public',
      handler: (req, reply) => {
        const file = pathParam(req, 'file');
        const dealPages = DEAL_PAGES_FILE.exec(file);
        if (file !== 'pages.xml' && !dealPages) return reply.callNotFound();
        return replyFromCache(
          req,
          reply,
          publicCache,
          { route: 'sitemap', query: file },
          async () => {
            const body = dealPages
              ? await sitemap.dealPages(Number(dealPages[1]))
              : await sitemap.pages();
            return body === null
              ? { status: 404, body: errorPage(404), contentType: 'text/html; charset=utf-8' }
              : { status: 200, body, contentType: XML };
          },
        );
      },
    },
  ];
}
