import type { RequestListener } from 'node:http';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '@deal-site/server-config';
import { apiFastPaths } from './fast-path/api-fast-paths';
import { createApolloServer } from './graphql/apollo';
import { graphqlJsonBody } from './graphql/anonymous-read-fast-path';
import { createRequestContext } from './graphql/context';
import { graphqlRequestBounds } from './graphql/request-bounds';
import { buildAppSchema } from './graphql/schema';
import type { Logger } from './logger';
import { sessionMiddleware } from './modules/auth/session';
import { SECURE_COOKIES } from './modules/auth/session-cookie';
import { logWhenNoCurator } from './modules/user/curator-notice';
import { healthRouter } from './modules/health/health.router';
import { restRouter, restRouteTables } from './rest/rest.router';
import { routerFromTable } from './rest/rest-route';
import { sameOriginWrites } from './rest/same-origin-writes';
import { finalErrorHandler, notFoundHandler } from './rest/rest-errors';
import { securityHeaders } from './security-headers';
import { createServices, type Services } from './services';
import { mountWebApp } from './web/web-handler';

export interface AppOptions {
  config: AppConfig;
  dataSource: DataSource;
  logger: Logger;
  /** 'built' serves WEB_DIST_DIR, 'dev' runs Vite's middleware, 'none' serves the API alone. */
  web: 'built' | 'dev' | 'none';
}

export interface RunningApp {
  app: Express;
  /** What the HTTP server runs: hot image variants, cached anonymous API reads, clicks and cached anonymous pages first, before Express's per-request work, then the app. */
  handleRequest: RequestListener;
  services: Services;
  close(): Promise<void>;
}

export async function createApp({
  config,
  dataSource,
  logger,
  web,
}: AppOptions): Promise<RunningApp> {
  const services = createServices(dataSource, config, logger);
  const apollo = createApolloServer(await buildAppSchema(), logger, !config.development);
  await apollo.start();
  if (config.development) {
    const username = await services.auth.seedDevelopmentCurator();
    logger.info({ username }, 'development quick-login: POST /api/dev/quick-login');
  }
  await logWhenNoCurator(services.users, logger);
  await services.clicks.writeKeptClicks();
  await services.visits.writeKeptVisits();
  await services.imports.startScheduling();
  await services.digests.startScheduling();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const https = new URL(config.publicUrl).protocol === 'https:';
  app.set(SECURE_COOKIES, https);
  app.use(securityHeaders({ dev: web === 'dev', https }), compression());
  app.use(healthRouter(dataSource));
  app.use(cookieParser(), sessionMiddleware(services.auth));
  app.use(
    '/graphql',
    graphqlJsonBody(),
    graphqlRequestBounds(),
    expressMiddleware(apollo, {
      context: ({ req, res }) => createRequestContext({ config, services }, req, res),
    }),
  );
  const routes = restRouteTables(services, config);
  app.use('/api', restRouter(routes['/api'], config));
  app.use('/uploads', routerFromTable(routes['/uploads']));
  app.use('/unsubscribe', routerFromTable(routes['/unsubscribe']));
  app.use('/subscribe', sameOriginWrites(config.publicUrl), routerFromTable(routes['/subscribe']));
  const pages =
    web === 'none'
      ? null
      : await mountWebApp({ app, apollo, config, services, logger, dev: web === 'dev' });
  app.use(notFoundHandler, finalErrorHandler(logger));
  const apiAnswers = apiFastPaths(services, app, config);

  return {
    app,
    services,
    handleRequest: (req, res) => {
      if (services.images.fastPath.serve(req, res) || apiAnswers(req, res)) return;
      if (!pages?.serve(req, res)) app(req, res);
    },
    close: async () => {
      await apollo.stop();
      await services.imports.stop();
      await services.digests.stop();
      await services.visits.close();
      await services.clicks.close();
      await services.auth.close();
    },
  };
}
