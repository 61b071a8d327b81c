import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import type { PublicAnswer, PublicBody, PublicEncoding } from './cached-answer';
import type { PublicCache, PublicRequest } from './public-cache';

/** What a shared cache (CDN, nginx) in front may do with a public answer. */
export interface ProxyPolicy {
  readonly sMaxAgeSeconds: number;
  readonly staleWhileRevalidateSeconds: number;
  readonly cacheControl: string;
}

/** A proxy may answer from its copy for a day while this server fails. */
export const STALE_IF_ERROR_SECONDS = 86_400;

export const proxyPolicy = (
  sMaxAgeSeconds: number,
  staleWhileRevalidateSeconds: number,
): ProxyPolicy => ({
  sMaxAgeSeconds,
  staleWhileRevalidateSeconds,
  cacheControl:
    `public, max-age=0, s-maxage=${sMaxAgeSeconds}, ` +
    `stale-while-revalidate=${staleWhileRevalidateSeconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`,
});

/**
 * Pages, GET /api/deals and anonymous GraphQL reads. This server sees a write within a second
 * (the content version is read once a second); a proxy adds at most 10 s to that, and answers at
 * once for a minute more while it revalidates, with an ETag, so usually for a 304. Browsers
 * (max-age=0) always revalidate.
 */
export const PUBLIC_READ_POLICY = proxyPolicy(10, 60);

const encodings = new Negotiator<PublicEncoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  // Browsers send a handful of distinct Accept-Encoding values; the bound is for the others.
  cache: new LRUCache<string, string>({ max: 100 }),
});

function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    // Lower case, as @fastify/compress checks for it case-sensitively before adding its own.
    reply.header('vary', 'accept-encoding');
    return;
  }
  const values = Array.isArray(vary) ? vary.join(', ') : String(vary);
  if (!/accept-encoding|\*/i.test(values)) reply.header('vary', `${values}, accept-encoding`);
}

/** A 304 answers a GET or HEAD only (RFC 9110): a GraphQL read's POST always gets its body. */
const revalidates = ({ method }: FastifyRequest) => method === 'GET' || method === 'HEAD';

/**
 * Sends a public cache answer with the headers a proxy needs: 304 when the client's copy
 * matches its ETag and Last-Modified (GET and HEAD; a feed reader may send either), else the body in the best encoding the client takes (Content-Encoding
 * set, so @fastify/compress leaves it alone).
 */
export function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublicAnswer,
  policy: ProxyPolicy,
): FastifyReply {
  // A shared cache must not keep a server error, or stale-if-error would serve it.
  reply.header('cache-control', answer.status >= 500 ? 'no-store' : policy.cacheControl);
  reply.header('etag', answer.etag);
  const lastModified = answer.lastModifiedHeader;
  reply.header('last-modified', lastModified);
  if (answer.link) reply.header('link', answer.link);
  varyOnAcceptEncoding(reply);
  if (
    answer.status === 200 &&
    revalidates(request) &&
    fresh(request.headers, { etag: answer.etag, 'last-modified': lastModified })
  )
    return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding =
    answer.compressible && accepted ? (encodings.negotiate(accepted) ?? 'identity') : 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(answer.status).type(answer.contentType).send(answer.bodyFor(encoding));
}

/**
 * Answers `request` from the public cache: synchronously when an answer is kept under versions
 * known now (the usual request then creates no promise), else once it is built or found.
 */
export function replyFromCache(
  req: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache,
  request: PublicRequest,
  build: () => Promise<PublicBody>,
  policy: ProxyPolicy = PUBLIC_READ_POLICY,
): FastifyReply | Promise<FastifyReply> {
  const kept = cache.cached(request, build);
  if (kept) return sendPublicAnswer(req, reply, kept, policy);
  return cache
    .answer(request, build)
    .then((answer) => sendPublicAnswer(req, reply, answer, policy));
}
