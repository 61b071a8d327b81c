import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { foreignOrigin } from '../access/access-errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The site a browser says the request came from: Origin, else the Referer's origin. */
function requestSource(headers: IncomingHttpHeaders): string | null | undefined {
  const { origin } = headers;
  if (origin !== undefined) return origin === 'null' ? null : originOf(origin);
  const referer = (headers['referrer'] as string | undefined) || headers.referer;
  return referer === undefined ? undefined : originOf(referer);
}

/** The origin the request was addressed to: its scheme, plus the Host header's host and port. */
function addressedOrigin(host: string | undefined, protocol: string): string | null {
  if (!host || (protocol !== 'http' && protocol !== 'https')) return null;
  const origin = originOf(`${protocol}://${host}`);
  return origin === 'null' ? null : origin;
}

/** Whether a write's source is another site than PUBLIC_URL's origin and the origin it was addressed to. */
function foreignWriteJudge(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return ({ method, headers }: IncomingMessage, protocolOf: () => string): boolean => {
    if (!WRITE_METHODS.has(method ?? '')) return false;
    const source = requestSource(headers);
    // Neither header: not a browser (curl, scripts), and browsers always send Origin on cross-site writes.
    if (source === undefined) return false;
    if (source === null) return true;
    return source !== publicOrigin && source !== addressedOrigin(headers.host, protocolOf());
  };
}

/**
 * CSRF defence for cookie-authenticated REST writes, as an onRequest hook: a POST/PUT/PATCH/DELETE
 * whose Origin (or Referer) is another site than PUBLIC_URL or the scheme, host and port the
 * request was addressed to is refused with 403 before its body is read. The scheme is Fastify's
 * `request.protocol`: X-Forwarded-Proto counts only from a proxy TRUST_PROXY names.
 */
export function sameOriginWrites(publicUrl: string) {
  const isForeign = foreignWriteJudge(publicUrl);
  return function refuseForeignWrites(
    req: FastifyRequest,
    _reply: FastifyReply,
    done: (error?: Error) => void,
  ): void {
    // The scheme only when it decides: behind a proxy, reading it checks the peer's address.
    done(isForeign(req.raw, () => req.protocol) ? foreignOrigin() : undefined);
  };
}
