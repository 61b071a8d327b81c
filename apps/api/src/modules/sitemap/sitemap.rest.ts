import type { FastifyPluginCallback } from 'fastify';
import { notFound } from '../../common/app-error';
import type { PublicCache } from '../../public-cache/public-cache';
import { replyFromCache } from '../../public-cache/send-public-answer';
import { errorPage } from '../../rest-kit/error-page';
import { unread } from '../../rest-kit/input-schema';
import { refuseBadPathWith, pathParams, textSegment } from '../../rest-kit/route-params';
import { robotsTxt } from './robots-txt';
import type { SitemapService } from './sitemap.service';

const XML = 'application/xml; charset=utf-8';
/** robots.txt changes with the configuration only. */
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';
const DEAL_PAGES_FILE = /^deals-([1-9]\d{0,5})\.xml$/;

/** The longest name the sitemap index lists: deals-999999.xml. */
const SITEMAP_FILE_PARAMS = pathParams({ file: textSegment(16) });

/** The answer any unknown address gets (the app's not-found handler says the same). */
const unknownSitemapFile = () => notFound('Not found');

interface SitemapFilePath {
  Params: { file: string };
}

export interface SitemapRoutesOptions {
  sitemap: SitemapService;
  publicCache: PublicCache;
  publicUrl: string;
}

/** GET /robots.txt, /sitemap.xml and the files it lists under /sitemaps/. */
export const sitemapRoutes: FastifyPluginCallback<SitemapRoutesOptions> = (
  app,
  { sitemap, publicCache, publicUrl },
  done,
) => {
  const robots = robotsTxt(publicUrl);

  app.get(
    '/robots.txt',
    { config: { access: 'public', answers: 'text' }, schema: { querystring: unread } },
    (_req, reply) =>
      reply
        .header('cache-control', ROBOTS_CACHE_CONTROL)
        .type('text/plain; charset=utf-8')
        .send(robots),
  );

  app.get(
    '/sitemap.xml',
    { config: { access: 'public', answers: 'xml' }, schema: { querystring: unread } },
    (req, reply) =>
      replyFromCache(req, reply, publicCache, { route: 'sitemap', query: '' }, async () => ({
        status: 200,
        body: await sitemap.index(),
        contentType: XML,
      })),
  );

  app.get<SitemapFilePath>(
    '/sitemaps/:file',
    {
      config: { access: 'public', answers: 'xml' },
      schema: { params: SITEMAP_FILE_PARAMS, querystring: unread },
      schemaErrorFormatter: refuseBadPathWith(unknownSitemapFile),
    },
    (req, reply) => {
      const { file } = req.params;
      const dealPages = DEAL_PAGES_FILE.exec(file);
      if (file !== 'pages.xml' && !dealPages) throw unknownSitemapFile();
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
  );
  done();
};
