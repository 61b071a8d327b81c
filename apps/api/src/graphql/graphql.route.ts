import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { AppConfig } from '@deal-site/server-config';
import type { Services } from '../services';
import { anonymousPublicReads } from './anonymous-public-reads';
import { createRequestContext, type RequestContext } from '../graphql-kit/request-context';
import { graphqlRequestBounds } from './request-bounds';

interface GraphqlRouteOptions {
  apollo: ApolloServer<RequestContext>;
  config: AppConfig;
  services: Services;
}

/**
 * /graphql, every method (Apollo answers the ones it does not serve): bounds on variables first,
 * then anonymous public reads from the public cache, else Apollo.
 */
export function registerGraphqlRoute(
  app: FastifyInstance,
  { apollo, config, services }: GraphqlRouteOptions,
): void {
  const context = (
    req: Parameters<typeof createRequestContext>[1],
    reply: Parameters<typeof createRequestContext>[2],
  ) => createRequestContext(config, req, reply);
  const publicReads = anonymousPublicReads({ apollo, services, context });
  const apolloAnswer = fastifyApolloHandler(apollo, { context }) as RouteHandlerMethod;
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/graphql',
    config: { securityHeaders: 'api' },
    preValidation: graphqlRequestBounds,
    handler: (req, reply) => publicReads(req, reply) ?? apolloAnswer.call(app, req, reply),
  });
}
