import type { Request, RequestHandler } from 'express';
import { foreignOrigin } from '../modules/auth/auth.errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The site a browser says the request came from: Origin, else the Referer's origin. */
function requestSource(req: Request): string | null | undefined {
  const origin = req.get('origin');
  if (origin !== undefined) return origin === 'null' ? null : originOf(origin);
  const referer = req.get('referer');
  return referer === undefined ? undefined : originOf(referer);
}

/**
 * CSRF defence for cookie-authenticated REST writes: a POST/PUT/PATCH/DELETE whose Origin (or
 * Referer) is another site than this host or PUBLIC_URL is refused with 403.
 */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const source = requestSource(req);
    // Neither header: not a browser (curl, scripts), and browsers always send Origin on cross-site writes.
    if (source === undefined) return next();
    if (source !== null && (source === publicOrigin || new URL(source).host === req.get('host'))) {
      return next();
    }
    next(foreignOrigin());
  };
}
