import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { foreignOrigin } from '../modules/auth/auth.errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

/**
 * Whether a request is a POST/PUT/PATCH/DELETE whose Origin (or Referer) is another site than
 * this host or PUBLIC_URL. Works on the bare request, so the listener's fast paths can ask too.
 */
export function foreignWriteCheck(publicUrl: string): (req: IncomingMessage) => boolean {
  const publicOrigin = new URL(publicUrl).origin;
  return ({ method, headers }) => {
    if (!WRITE_METHODS.has(method ?? '')) return false;
    const source = requestSource(headers);
    // Neither header: not a browser (curl, scripts), and browsers always send Origin on cross-site writes.
    if (source === undefined) return false;
    return source === null || (source !== publicOrigin && new URL(source).host !== headers.host);
  };
}

/** CSRF defence for cookie-authenticated REST writes: a foreign write (see foreignWriteCheck) is refused with 403. */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const isForeignWrite = foreignWriteCheck(publicUrl);
  return (req, _res, next) => (isForeignWrite(req) ? next(foreignOrigin()) : next());
}
