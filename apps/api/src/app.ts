import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '@deal-site/server-config';
import { createApolloServer } from './graphql/apollo';
import { registerGraphqlRoute } from './graphql/graphql.route';
import { resolverInstances } from './graphql/resolver-instances';
import { buildAppSchema } from './graphql/schema';
import { createHttpServer } from './http-basics';
import type { Logger } from './logger';
import { registerHealthRoute } from './modules/health/health.route';
import { registerRestPlugins } from './rest/rest-plugins';
import { createServices, type ServiceTestOptions, type Services } from './services';
import { startServices } from './services-lifecycle';
import { registerWebApp } from './web/web-app';

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
  services: Services;
  close(): Promise<void>;
}

/** Assembles the app: services, GraphQL, the REST plugins and the web pages on one Fastify. */
export async function createApp(options: AppOptions): Promise<RunningApp> {
  const { config, dataSource, logger, web } = options;
  const services = createServices(dataSource, config, logger, options.serviceTestOptions);
  const stopServices = await startServices(services, config, logger);
  const schema = await buildAppSchema({ resolverInstances: resolverInstances(services) });
  const apollo = createApolloServer(schema, logger, !config.development);
  await apollo.start();

  const app = await createHttpServer({
    config,
    logger,
    sessions: services.auth,
    dev: web === 'dev',
  });
  registerHealthRoute(app, dataSource);
  registerGraphqlRoute(app, { apollo, config, services });
  await registerRestPlugins(app, services, config);
  if (web !== 'none') {
    await registerWebApp({ app, schema, config, services, logger, dev: web === 'dev' });
  }
  await app.ready();

  return {
    app,
    server: app.server,
    services,
    close: async () => {
      await app.close();
      await apollo.stop();
      await stopServices();
    },
  };
}
