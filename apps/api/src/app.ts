import { createServer, type RequestListener, type Server } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '@deal-site/server-config';
import { isApiRequest } from './common/api-request';
import { createApolloServer } from './graphql/apollo';
import { registerGraphqlRoute } from './graphql/graphql.route';
import { buildAppSchema } from './graphql/schema';
import { resolverInstances } from './graphql/resolver-instances';
import type { Logger } from './logger';
import { resolveSessionsWith } from './access/session';
import { useSecureCookies } from './access/session-cookie';
import { registerHealthRoute } from './modules/health/health.route';
import { SiteVersionBroadcast } from './modules/site-version/site-version-broadcast';
import { logWhenNoCurator } from './modules/user/curator-notice';
import { INPUT_FORMATS, schemaErrorFormatter } from './rest-kit/input-schema';
import { finalErrorHandler, notFoundHandler } from './rest-kit/rest-errors';
import { clientErrorHandler, requestTargetRules } from './rest-kit/request-target';
import { registerRestRoutes, restRouteTables } from './rest/rest.router';
import { sameOriginWrites } from './rest-kit/same-origin-writes';
import { apiSecurityHeaders, replaceHeaders, securityHeaders } from './security-headers';
import { createServices, type ServiceTestOptions, type Services } from './services';
import { trustedProxies } from './trusted-proxies';
import { registerWebApp } from './web/web-app';

/** What express.json allowed before: a deal or a GraphQL request is a few kilobytes. */
const JSON_BODY_LIMIT = 100 * 1024;

export interface AppOptions {
  config: AppConfig;
  dataSource: DataSource;
  logger: Logger;
  /** 'built' serves WEB_DIST_DIR, 'dev' runs Vite's middleware, 'none' serves the API alone. */
  web: 'built' | 'dev' | 'none';
  /** Tests only: shorter pacing and timings for the services that take them. */
  serviceTestOptions?: ServiceTestOptions;
}

export interface RunningApp {
  app: FastifyInstance;
  /** The HTTP server the app answers on, not yet listening. */
  server: Server;
  /** Fastify's request listener, for tests that serve the app on a server of their own. */
  handleRequest: RequestListener;
  services: Services;
  close(): Promise<void>;
}

export async function createApp({
  config,
  dataSource,
  logger,
  web,
  serviceTestOptions,
}: AppOptions): Promise<RunningApp> {
  const services = createServices(dataSource, config, logger, serviceTestOptions);
  await services.images.storage.check();
  const versionBroadcast = config.redisUrl
    ? await SiteVersionBroadcast.start(
        config.redisUrl,
        config.queuePrefix,
        () => services.siteVersion.forget(),
        logger,
      )
    : null;
  if (versionBroadcast)
    services.siteVersion.announceWritesWith(() => versionBroadcast.announceWrite());
  const apollo = createApolloServer(
    await buildAppSchema({ resolverInstances: resolverInstances(services) }),
    logger,
    !config.development,
  );
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
  await services.linkHealth.startScheduling();

  let handleRequest: RequestListener | undefined;
  const app = Fastify<Server>({
    // A hop count, which Fastify takes though its types do not say so, or a function.
    trustProxy: trustedProxies(config.trustProxy) as (address: string, hop: number) => boolean,
    bodyLimit: JSON_BODY_LIMIT,
    // As Express routed: /api/deals/ is /api/deals.
    routerOptions: { ignoreTrailingSlash: true },
    // Bodies keep their JSON types: a number sent as a title is refused, not turned into text.
    ajv: { customOptions: { coerceTypes: false, allowUnionTypes: true, formats: INPUT_FORMATS } },
    schemaErrorFormatter,
    clientErrorHandler,
    serverFactory: (handler) => {
      handleRequest = handler;
      return createServer(handler);
    },
  });
  const https = new URL(config.publicUrl).protocol === 'https:';
  resolveSessionsWith(app, services.auth);
  useSecureCookies(app, https);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress);
  app.addHook('onRequest', securityHeaders({ dev: web === 'dev', https }));
  app.addHook('onRequest', requestTargetRules);
  // The e-mail link pages' buttons post forms whose fields no route reads: taken, not parsed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_req, _body, done) => done(null, undefined),
  );

  const apiHeaders = apiSecurityHeaders({ https });
  const sameOrigin = sameOriginWrites(config.publicUrl);
  app.setErrorHandler(finalErrorHandler(logger));
  app.setNotFoundHandler((req, reply) => {
    if (isApiRequest(req)) replaceHeaders(reply, apiHeaders);
    return notFoundHandler(req, reply);
  });

  registerHealthRoute(app, dataSource);
  registerGraphqlRoute(app, { apollo, config, services });
  const routes = restRouteTables(services, config);
  registerRestRoutes(app, routes['/api'], {
    prefix: '/api',
    onRequest: sameOrigin,
    answersScripts: true,
  });
  registerRestRoutes(app, routes['/uploads'], {
    prefix: '/uploads',
    answersScripts: false,
  });
  registerRestRoutes(app, routes['/unsubscribe'], {
    prefix: '/unsubscribe',
    answersScripts: false,
  });
  registerRestRoutes(app, routes['/subscribe'], {
    prefix: '/subscribe',
    onRequest: sameOrigin,
    answersScripts: false,
  });
  registerRestRoutes(app, routes['/subscription'], {
    prefix: '/subscription',
    onRequest: sameOrigin,
    answersScripts: false,
    formBodies: true,
  });
  registerRestRoutes(app, routes['/go'], { prefix: '/go', answersScripts: false });
  registerRestRoutes(app, routes['/'], { prefix: '', answersScripts: false });
  if (web !== 'none') {
    await registerWebApp({ app, apollo, config, services, logger, dev: web === 'dev' });
  }
  await app.ready();

  return {
    app,
    server: app.server,
    handleRequest: handleRequest!,
    services,
    close: async () => {
      await app.close();
      await apollo.stop();
      await services.imports.stop();
      await services.digests.stop();
      await services.linkHealth.stop();
      await services.visits.close();
      await services.clicks.close();
      await services.auth.close();
      await versionBroadcast?.close();
    },
  };
}
