import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { RequestHandler } from 'express';
import { foreignOrigin } from '../modules/auth/auth.errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Express's compiled TRUST_PROXY (`app.get('trust proxy fn')`): whether the peer at this hop is a trusted proxy. */
export type TrustedProxy = (address: string, hop: number) => boolean;

const trustNoProxy: TrustedProxy = () => false;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The site a browser says the request came from: Origin, else the Referer's origin (as Express's req.get reads them). */
function requestSource(headers: IncomingHttpHeaders): string | null | undefined {
  const { origin } = headers;
  if (origin !== undefined) return origin === 'null' ? null : originOf(origin);
  const referer = (headers['referrer'] as string | undefined) || headers.referer;
  return referer === undefined ? undefined : originOf(referer);
}

/** The scheme the client used, as Express's req.protocol finds it: X-Forwarded-Proto only from a trusted proxy. */
function requestProtocol(req: IncomingMessage, trustedProxy: TrustedProxy): string {
  const own = (req.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http';
  const forwarded = req.headers['x-forwarded-proto'];
  if (typeof forwarded !== 'string' || !trustedProxy(req.socket?.remoteAddress ?? '', 0)) {
    return own;
  }
  return forwarded.split(',')[0].trim() || own;
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
  return ({ method, headers }: IncomingMessage, protocol: string): boolean => {
    if (!WRITE_METHODS.has(method ?? '')) return false;
    const source = requestSource(headers);
    // Neither header: not a browser (curl, scripts), and browsers always send Origin on cross-site writes.
    if (source === undefined) return false;
    if (source === null) return true;
    return source !== publicOrigin && source !== addressedOrigin(headers.host, protocol);
  };
}

/**
 * Whether a request is a POST/PUT/PATCH/DELETE whose Origin (or Referer) is another site than
 * PUBLIC_URL or the scheme, host and port the request was addressed to. Works on the bare
 * request, so the listener's fast paths can ask too; without `trustedProxy` the scheme is the
 * connection's own and X-Forwarded-Proto is ignored.
 */
export function foreignWriteCheck(
  publicUrl: string,
  trustedProxy: TrustedProxy = trustNoProxy,
): (req: IncomingMessage) => boolean {
  const isForeign = foreignWriteJudge(publicUrl);
  return (req) => isForeign(req, requestProtocol(req, trustedProxy));
}

/** CSRF defence for cookie-authenticated REST writes: a foreign write (see foreignWriteCheck) is refused with 403. */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const isForeign = foreignWriteJudge(publicUrl);
  return (req, _res, next) => (isForeign(req, req.protocol) ? next(foreignOrigin()) : next());
}
