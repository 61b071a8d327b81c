import { HeaderMap, type ApolloServer, type HTTPGraphQLResponse } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, OperationTypeNode, parse } from 'graphql';
import { LRUCache } from 'lru-cache';
import { AppError } from '../common/app-error';
import { classifyDatabaseError } from '../common/database-unavailable-error';
import { sessionTokenOf } from '../access/session-cookie';
import { publicRequest } from '../public-cache/public-query';
import { replyFromCache } from '../public-cache/send-public-answer';
import type { Services } from '../services';
import type { RequestContext } from '../graphql-kit/request-context';
import { GRAPHQL_LIMITS } from './apollo';
import { createFormatError } from './format-error';

/** The public listing operations of apps/web; any other operation always runs. */
const PUBLIC_READS = new Set(['HomeDeals', 'DealList', 'DealDetail']);

interface PublicRead {
  operationName: string;
  query: string;
  variables?: unknown;
}

/** Whether a document's operation of a name is a query, by `name\0document`; bounded in characters. */
const queryOperations = new LRUCache<string, boolean>({
  maxSize: 1024 * 1024,
  sizeCalculation: (_isQuery, key) => key.length,
});

/** Only a query may be kept: a mutation named like a listing must run every time. */
function namesAQuery(operationName: string, query: string): boolean {
  const key = `${operationName}\0${query}`;
  let isQuery = queryOperations.get(key);
  if (isQuery === undefined) {
    try {
      const document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
      isQuery = getOperationAST(document, operationName)?.operation === OperationTypeNode.QUERY;
    } catch {
      // Apollo answers a document that does not parse with its own 400.
      isQuery = false;
    }
    queryOperations.set(key, isQuery);
  }
  return isQuery;
}

function publicReadOf(req: FastifyRequest): PublicRead | null {
  if (req.method !== 'POST' || sessionTokenOf(req)) return null;
  const body = req.body as Partial<PublicRead> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { operationName, query } = body;
  if (typeof operationName !== 'string' || !PUBLIC_READS.has(operationName)) return null;
  if (typeof query !== 'string' || !namesAQuery(operationName, query)) return null;
  return body as PublicRead;
}

/** An answer with errors or another status than 200: sent to its caller, never kept. */
class UncachedAnswer extends Error {
  constructor(readonly response: HTTPGraphQLResponse) {
    super('GraphQL answer not kept');
  }
}

function headerMapOf(req: FastifyRequest): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

function sendUncached(reply: FastifyReply, { status, headers, body }: HTTPGraphQLResponse) {
  for (const [name, value] of headers) reply.header(name, value);
  if (body.kind !== 'complete') throw new Error('Incremental delivery is not used');
  return reply.code(status ?? 200).send(body.string);
}

type FormatError = ReturnType<typeof createFormatError>;

/**
 * What Apollo answers when one of its own hooks throws (see hookErrorPlugin): the 503 with
 * Retry-After of a database that cannot be reached, an expected error's status, else a masked,
 * logged 500; always in GraphQL's `{errors}` shape, as GraphQL clients read it.
 */
function failedReadResponse(thrown: unknown, formatError: FormatError): HTTPGraphQLResponse {
  const error = classifyDatabaseError(thrown);
  const formatted = formatError(
    { message: 'Unexpected server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    error,
  );
  const headers = new HeaderMap([
    ['content-type', 'application/json; charset=utf-8'],
    ['cache-control', 'no-store'],
  ]);
  const retryAfter = error instanceof AppError ? error.details.retryAfter : undefined;
  if (typeof retryAfter === 'number') headers.set('retry-after', String(retryAfter));
  return {
    status: error instanceof AppError ? error.status : 500,
    headers,
    body: { kind: 'complete', string: JSON.stringify({ errors: [formatted] }) },
  };
}

interface PublicReadsOptions {
  apollo: ApolloServer<RequestContext>;
  services: Services;
  context: (req: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
}

/**
 * Anonymous POSTs of the public listing operations, answered from the public cache, keyed by
 * operation, document and variables (stably ordered); Apollo runs once per key, content version
 * and site day. Answers null for any other request (signed-in callers, other operations), which
 * Apollo then answers; answers with errors are sent but never kept.
 */
export function anonymousPublicReads({ apollo, services, context }: PublicReadsOptions) {
  // Apollo's logger is the app's (createApolloServer): a failure here is logged as Apollo's are.
  const formatError = createFormatError(apollo.logger);
  return (
    req: FastifyRequest,
    reply: FastifyReply,
  ): FastifyReply | Promise<FastifyReply> | null => {
    const read = publicReadOf(req);
    if (!read) return null;
    const build = async () => {
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: 'POST',
          headers: headerMapOf(req),
          body: req.body,
          search: '',
        },
        context: () => context(req, reply),
      });
      const { body } = response;
      const answered = body.kind === 'complete' && (response.status ?? 200) === 200;
      if (!answered || (JSON.parse(body.string) as { errors?: unknown }).errors) {
        throw new UncachedAnswer(response);
      }
      return { status: 200, body: body.string, contentType: 'application/json; charset=utf-8' };
    };
    const answered = replyFromCache(
      req,
      reply,
      services.publicCache,
      publicRequest('POST /graphql', {
        operationName: read.operationName,
        query: read.query,
        variables: read.variables ?? {},
      }),
      build,
    );
    if (!(answered instanceof Promise)) return answered;
    return answered.catch((error: unknown) =>
      error instanceof UncachedAnswer
        ? sendUncached(reply, error.response)
        : sendUncached(reply, failedReadResponse(error, formatError)),
    );
  };
}
