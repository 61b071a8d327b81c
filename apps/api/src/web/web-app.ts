import fastifyMiddie from '@fastify/middie';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { zoneOffsets } from '@deal-site/deal-text';
import type { GraphQLExecutor, PublicSiteConfig, SsrRender } from '@deal-site/ssr-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '@deal-site/server-config';
import { isApiRequest } from '../common/api-request';
import { GRAPHQL_LIMITS } from '../graphql/apollo';
import { createFormatError } from '../graphql/format-error';
import { undeclaredAccessRule } from '../graphql/undeclared-access-rule';
import { createRequestContext } from '../graphql-kit/request-context';
import type { Logger } from '../logger';
import { DatabaseUnavailableError } from '../common/database-unavailable-error';
import type { Services } from '../services';
import { sessionTokenOf } from '../access/session-cookie';
import { publicRequest, renderedUrl } from '../public-cache/public-query';
import { replyFromCache } from '../public-cache/send-public-answer';
import { fillTemplate } from './page-template';
import { watchRenderData } from './render-data-failures';
import { renderOperations } from './render-operations';
import { modulePreloadTags, type ViteManifest } from './route-preloads';
import { builtWebPaths, webSourceDir } from './web-paths';

interface WebAppOptions {
  app: FastifyInstance;
  schema: GraphQLSchema;
  config: AppConfig;
  services: Services;
  logger: Logger;
  /** Serve through Vite's dev middleware instead of the built bundle. */
  dev: boolean;
}

interface Renderer {
  template(url: string): Promise<string>;
  render(): Promise<SsrRender>;
  /** Head tags that preload the chunks of the route modules a render reported. */
  preloads(routeModules: readonly string[]): string;
}

interface RenderedPage {
  status: number;
  html: string;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function publicSiteConfig(config: AppConfig): PublicSiteConfig {
  const now = Date.now();
  return {
    siteTimeZone: config.siteTimeZone,
    // Deals' times on pages fall within these years; older ones the browser works out with Intl.
    siteZoneOffsets: zoneOffsets(
      config.siteTimeZone,
      new Date(now - 2 * YEAR_MS),
      new Date(now + YEAR_MS),
    ),
    publicUrl: config.publicUrl,
    donateUrl: config.links.donateUrl,
    socialGroupUrl: config.links.socialGroupUrl,
    socialVideoUrl: config.links.socialVideoUrl,
    mailEnabled: config.mail !== null,
  };
}

/** A year: hashed asset names never get other bytes. */
const ASSET_MAX_AGE = '1y';
/**
 * Page URLs known to be in their normalised form already, so the usual request skips parsing.
 * Keyed on normalised URLs only (a URL with ignored parameters is never kept), and bounded in
 * characters as well as entries: a stranger's distinct URLs cannot grow the table past this.
 */
const NORMAL_URLS_KEPT = 10_000;
const NORMAL_URL_CHARACTERS_KEPT = 1024 * 1024;
/** A longer normalised URL (a long search) is worked out each time rather than kept. */
const NORMAL_URL_MAX_CHARACTERS = 1024;
/** Files at the root (favicon, robots.txt) keep their names across builds. */
const ROOT_FILE_MAX_AGE = '1h';
/**
 * Scripts the web build writes at fixed root paths (apps/web/standalone-scripts.mts): the service
 * worker and the subscriber page's push opt-in. Revalidated on every use, so a new build's worker
 * and opt-in replace the old ones at once rather than after the root files' hour.
 */
const ROOT_SCRIPTS = ['sw.js', 'push-opt-in.js'];

/**
 * A file goes out as its .br or .gz copy, compressed on the way, or as it is, by the client's
 * Accept-Encoding; @fastify/compress says so only when it compresses, so a shared cache in front
 * would hand a copy to a client that cannot read it.
 */
const varyOnAcceptEncoding = (res: SetHeadersResponse) => {
  res.setHeader('vary', 'accept-encoding');
};

async function builtRenderer(app: FastifyInstance, webDistDir: string): Promise<Renderer> {
  const paths = builtWebPaths(webDistDir);
  const template = await readFile(join(paths.clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(paths.clientManifest, 'utf8')) as ViteManifest;
  const { render } = (await import(pathToFileURL(paths.serverEntry).href)) as {
    render: SsrRender;
  };
  // The build writes .br and .gz copies beside each asset (apps/web/precompress-assets.mts).
  await app.register(fastifyStatic, {
    root: join(paths.clientDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: ASSET_MAX_AGE,
    index: false,
    setHeaders: varyOnAcceptEncoding,
  });
  // The root's files, each a route of its own, found once at startup: page paths never touch the disk.
  await app.register(fastifyStatic, {
    root: paths.clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**', 'index.html', '.vite/**', ...ROOT_SCRIPTS.map((name) => `${name}*`)],
    preCompressed: true,
    maxAge: ROOT_FILE_MAX_AGE,
    index: false,
    setHeaders: varyOnAcceptEncoding,
    decorateReply: false,
  });
  for (const name of ROOT_SCRIPTS) {
    const script = await readFile(join(paths.clientDir, name));
    app.get(`/${name}`, (_req, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/javascript; charset=utf-8')
        .send(script),
    );
  }
  return {
    template: () => Promise.resolve(template),
    render: () => Promise.resolve(render),
    preloads: (routeModules) => modulePreloadTags(manifest, routeModules),
  };
}

async function devRenderer(app: FastifyInstance): Promise<Renderer> {
  const source = webSourceDir();
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(source, 'vite.config.mts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(fastifyMiddie);
  app.use(vite.middlewares);
  return {
    template: async (url) =>
      vite.transformIndexHtml(url, await readFile(join(source, 'index.html'), 'utf8')),
    render: async () =>
      ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: SsrRender }).render,
    // Vite serves modules one by one in development; there are no chunks to preload.
    preloads: () => '',
  };
}

/**
 * Serves the web app: static assets, then every other GET rendered on the server. Anonymous
 * visitors share renders through the public cache (except in development, where the code itself
 * changes under the cache); a signed-in visitor's page is rendered for them alone.
 */
export async function registerWebApp(options: WebAppOptions): Promise<void> {
  const { app, schema, config, services, logger } = options;
  const renderer = options.dev
    ? await devRenderer(app)
    : await builtRenderer(app, config.webDistDir);
  const siteConfig = publicSiteConfig(config);

  const operations = renderOperations({
    schema,
    validationRules: [undeclaredAccessRule],
    formatError: createFormatError(logger),
    maxTokens: GRAPHQL_LIMITS.maxTokens,
  });
  const executorFor = (req: FastifyRequest, reply: FastifyReply): GraphQLExecutor =>
    operations(async () => ({
      ...(await createRequestContext(config, req, reply)),
      serverRender: true,
    }));

  const renderPage = async (
    url: string,
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<RenderedPage> => {
    // To the minute, so identical renders are byte-identical and revalidate with 304.
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    const render = await renderer.render();
    const data = watchRenderData(executorFor(req, reply));
    const result = await render({ url, executeGraphQL: data.execute, siteConfig, now });
    // A page showing "Failed to load deals." is neither cached nor sent: stale-if-error or a 503 instead.
    data.check();
    const html = fillTemplate(
      await renderer.template(url),
      result,
      siteConfig,
      now,
      renderer.preloads(result.routeModules),
    );
    return { status: result.status, html };
  };

  const renderFailed = (error: unknown, url: string): never => {
    // The outage itself is logged once by the site data version; a 503 page per request is not news.
    if (!(error instanceof DatabaseUnavailableError))
      logger.error({ err: error, url }, 'server render failed');
    throw error;
  };
  const normalUrls = new LRUCache<string, true>({
    max: NORMAL_URLS_KEPT,
    maxSize: NORMAL_URL_CHARACTERS_KEPT,
    maxEntrySize: NORMAL_URL_MAX_CHARACTERS,
    sizeCalculation: (_known, url) => url.length,
  });
  const normalisedPageUrl = (rawUrl: string): string => {
    if (normalUrls.get(rawUrl)) return rawUrl;
    const url = renderedUrl(rawUrl);
    if (url === rawUrl && url.length <= NORMAL_URL_MAX_CHARACTERS) normalUrls.set(url, true);
    return url;
  };

  app.get('/*', (req, reply) => {
    // Unknown API paths end here, not in a page render.
    if (isApiRequest(req)) return reply.callNotFound();
    if (sessionTokenOf(req) || options.dev) {
      return renderPage(req.url, req, reply).then(
        (page) =>
          reply
            .code(page.status)
            .header('Cache-Control', 'private, no-store')
            .type('text/html; charset=utf-8')
            .send(page.html),
        (error: unknown) => renderFailed(error, req.url),
      );
    }
    const url = normalisedPageUrl(req.url);
    const build = async () => {
      const page = await renderPage(url, req, reply);
      return { status: page.status, body: page.html, contentType: 'text/html; charset=utf-8' };
    };
    const answered = replyFromCache(
      req,
      reply,
      services.publicCache,
      publicRequest('page', url),
      build,
    );
    return answered instanceof Promise
      ? answered.catch((error: unknown) => renderFailed(error, req.url))
      : answered;
  });
}
