import type { ApolloServer } from '@apollo/server';
import type { GraphQLExecutor, PublicSiteConfig, SsrRender } from '@deal-site/ssr-contract';
import express, { type Express, type Request, type Response } from 'express';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '@deal-site/server-config';
import { createRequestContext, type RequestContext } from '../graphql/context';
import type { Logger } from '../logger';
import { DatabaseUnavailableError } from '../common/database-unavailable-error';
import type { Services } from '../services';
import { sessionTokenOf } from '../modules/auth/session-cookie';
import { sendCachedPage } from './cached-page-response';
import { AssetFastPath } from './asset-fast-path';
import { PageFastPath } from './page-fast-path';
import { precompressedAssets } from './precompressed-assets';
import { fillTemplate } from './page-template';
import { RenderCache, type RenderedPage } from './render-cache';
import { watchRenderData } from './render-data-failures';
import { modulePreloadTags, type ViteManifest } from './route-preloads';
import { builtWebPaths, webSourceDir } from './web-paths';

interface WebHandlerOptions {
  app: Express;
  apollo: ApolloServer<RequestContext>;
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
  /** The built assets held in memory (none in development, where Vite serves the modules). */
  assets: AssetFastPath | null;
}

/** What the listener answers before Express: held assets and cached anonymous pages. */
export interface WebFastPath {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
}

export function publicSiteConfig(config: AppConfig): PublicSiteConfig {
  return {
    siteTimeZone: config.siteTimeZone,
    publicUrl: config.publicUrl,
    donateUrl: config.links.donateUrl,
    socialGroupUrl: config.links.socialGroupUrl,
    socialVideoUrl: config.links.socialVideoUrl,
    mailEnabled: config.mail !== null,
  };
}

async function builtRenderer(app: Express, webDistDir: string): Promise<Renderer> {
  const paths = builtWebPaths(webDistDir);
  const template = await readFile(join(paths.clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(paths.clientManifest, 'utf8')) as ViteManifest;
  const { render } = (await import(pathToFileURL(paths.serverEntry).href)) as {
    render: SsrRender;
  };
  const assetsDir = join(paths.clientDir, 'assets');
  const cacheForever = { immutable: true, maxAge: '1y' };
  app.use('/assets', precompressedAssets(assetsDir, cacheForever));
  app.use(
    '/assets',
    express.static(assetsDir, { ...cacheForever, index: false, fallthrough: false }),
  );
  const rootFiles = express.static(paths.clientDir, { index: false, maxAge: '1h' });
  // Page paths have no file extension: sparing them a file lookup keeps cached pages cheap.
  app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? rootFiles(req, res, next) : next()));
  return {
    template: () => Promise.resolve(template),
    render: () => Promise.resolve(render),
    preloads: (routeModules) => modulePreloadTags(manifest, routeModules),
    assets: new AssetFastPath(assetsDir),
  };
}

async function devRenderer(app: Express): Promise<Renderer> {
  const source = webSourceDir();
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(source, 'vite.config.mts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  app.use(vite.middlewares);
  return {
    template: async (url) =>
      vite.transformIndexHtml(url, await readFile(join(source, 'index.html'), 'utf8')),
    render: async () =>
      ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: SsrRender }).render,
    // Vite serves modules one by one in development; there are no chunks to preload.
    preloads: () => '',
    assets: null,
  };
}

/**
 * Serves the web app: static assets, then every other GET rendered on the server. Returns the
 * fast path for held assets and cached anonymous pages (none in development, where pages are
 * never cached and Vite serves the modules).
 */
export async function mountWebApp(options: WebHandlerOptions): Promise<WebFastPath | null> {
  const { app, apollo, config, services, logger } = options;
  const renderer = options.dev
    ? await devRenderer(app)
    : await builtRenderer(app, config.webDistDir);
  const siteConfig = publicSiteConfig(config);

  const executorFor =
    (req: Request, res: Response): GraphQLExecutor =>
    async (request) => {
      const context = await createRequestContext({ config, services }, req, res);
      const response = await apollo.executeOperation(request, {
        contextValue: { ...context, serverRender: true },
      });
      if (response.body.kind !== 'single')
        throw new Error('Incremental delivery is not used in SSR');
      const { data, errors } = response.body.singleResult;
      return {
        data: data ?? null,
        errors: errors?.map((e) => ({ message: e.message, extensions: e.extensions })),
      };
    };

  const renderPage = async (url: string, req: Request, res: Response): Promise<RenderedPage> => {
    // To the minute, so identical renders are byte-identical and revalidate with 304.
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    const render = await renderer.render();
    const data = watchRenderData(executorFor(req, res));
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
  const cache = new RenderCache({
    timeZone: config.siteTimeZone,
    versions: () => services.siteVersion.current(),
    // A render that fails for another reason than the outage (logged once elsewhere) is a bug to see.
    onStaleServed: (error, url) => {
      if (!(error instanceof DatabaseUnavailableError))
        logger.error({ err: error, url }, 'server render failed; serving the last good page');
    },
  });
  const fastPath = new PageFastPath(cache, () => services.siteVersion.recent());

  app.get(/.*/, async (req, res, next) => {
    try {
      // A curator's page is rendered for them alone; anonymous visitors share cached renders
      // (except in development, where the code itself changes under the cache).
      if (sessionTokenOf(req) || options.dev) {
        const page = await renderPage(req.originalUrl, req, res);
        res.status(page.status).set('Cache-Control', 'no-cache').type('html').send(page.html);
        return;
      }
      const page = await cache.page(req.originalUrl, (url) => renderPage(url, req, res));
      fastPath.learnHeaders(res);
      sendCachedPage(req, res, page);
    } catch (error) {
      // The outage itself is logged once by the site data version; a 503 page per request is not news.
      if (!(error instanceof DatabaseUnavailableError))
        logger.error({ err: error, url: req.originalUrl }, 'server render failed');
      next(error);
    }
  });
  const { assets } = renderer;
  if (!assets) return null;
  return { serve: (req, res) => assets.serve(req, res) || fastPath.serve(req, res) };
}
