import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Access } from '../modules/auth/access';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One REST route: the app registers Fastify routes from these rows only, so none can exist
 * without an access value. The handler returns the JSON body, or the reply once it has sent one.
 */
export interface RestRoute {
  method: RestMethod;
  /** Fastify path, relative to where the table is mounted. */
  path: string;
  access: Access;
  /** JSON schemas: a body, query string or path parameters that do not match answer 400; a response schema serialises faster. */
  schema?: Pick<FastifySchema, 'body' | 'querystring' | 'params' | 'response'>;
  /** Takes no body and answers a few bytes: @fastify/compress's hooks are left off the route. */
  tiny?: true;
  /** Takes multipart uploads (read with `req.parts()`). */
  multipart?: true;
  handler: (req: FastifyRequest, reply: FastifyReply) => unknown;
}

/** A named segment of the route's path, such as `:file`. */
export function pathParam(req: FastifyRequest, name: string): string {
  const value: unknown = (req.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** A query string parameter as parsed (an array when repeated); the handler validates it. */
export function queryValue(req: FastifyRequest, name: string): unknown {
  return (req.query as Record<string, unknown>)[name];
}

/** The parsed JSON body as a record (an empty one when there is none or it is not an object). */
export function bodyFields(req: FastifyRequest): Record<string, unknown> {
  const { body } = req;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** "METHOD /path" of a row, as tests and logs name it. */
export const routeName = ({ method, path }: Pick<RestRoute, 'method' | 'path'>) =>
  `${method} ${path}`;
