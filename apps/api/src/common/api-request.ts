import type { FastifyRequest } from 'fastify';

const API_PATH = /^\/(?:api|graphql)(?:[/?]|$)/;

/** `/api/*` and `/graphql` answer scripts with JSON, errors included; everything else is a page. */
export function isApiRequest(req: FastifyRequest): boolean {
  return API_PATH.test(req.url);
}
