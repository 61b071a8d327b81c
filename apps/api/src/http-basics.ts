import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '@deal-site/server-config';
import { resolveSessionsWith, type SessionResolver } from './access/session';
import { useSecureCookies } from './access/session-cookie';
import { isApiRequest } from './common/api-request';
import type { Logger } from './logger';
import { INPUT_FORMATS, schemaErrorFormatter } from './rest-kit/input-schema';
import { clientErrorHandler, requestTargetRules } from './rest-kit/request-target';
import { finalErrorHandler, notFoundHandler } from './rest-kit/rest-errors';
import { apiSecurityHeaders, replaceHeaders, securityHeaders } from './security-headers';
import { trustedProxies } from './trusted-proxies';

/** What express.json allowed before: a deal or a GraphQL request is a few kilobytes. */
const JSON_BODY_LIMIT = 100 * 1024;

interface HttpBasicsOptions {
  config: AppConfig;
  logger: Logger;
  sessions: SessionResolver;
  /** Development pages load Vite's scripts: their security headers allow it. */
  dev: boolean;
}

/**
 * Fastify with what every request shares: proxies trusted, parsers and their limits, cookies and
 * sessions, compression, security headers, the request-target rules and the error answers.
 */
export async function createHttpServer({
  config,
  logger,
  sessions,
  dev,
}: HttpBasicsOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // A hop count, which Fastify takes though its types do not say so, or a function.
    trustProxy: trustedProxies(config.trustProxy) as (address: string, hop: number) => boolean,
    bodyLimit: JSON_BODY_LIMIT,
    // As Express routed: /api/deals/ is /api/deals.
    routerOptions: { ignoreTrailingSlash: true },
    // Bodies keep their JSON types: a number sent as a title is refused, not turned into text.
    ajv: { customOptions: { coerceTypes: false, allowUnionTypes: true, formats: INPUT_FORMATS } },
    schemaErrorFormatter,
    clientErrorHandler,
  });
  const https = new URL(config.publicUrl).protocol === 'https:';
  resolveSessionsWith(app, sessions);
  useSecureCookies(app, https);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress);
  app.addHook('onRequest', securityHeaders({ dev, https }));
  app.addHook('onRequest', requestTargetRules);
  // The e-mail link pages' buttons post forms whose fields no route reads: taken, not parsed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_req, _body, done) => done(null, undefined),
  );
  const apiHeaders = apiSecurityHeaders({ https });
  app.setErrorHandler(finalErrorHandler(logger));
  app.setNotFoundHandler((req, reply) => {
    if (isApiRequest(req)) replaceHeaders(reply, apiHeaders);
    return notFoundHandler(req, reply);
  });
  return app;
}
