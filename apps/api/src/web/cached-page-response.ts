import type { Request, Response } from 'express';
import type { CachedPage } from './render-cache';

/** Sends a cached page in the encoding the client takes best, or 304 when its ETag still matches. */
export function sendCachedPage(
  req: Request,
  res: Response,
  page: CachedPage,
  contentType = 'text/html; charset=utf-8',
): void {
  res.status(page.status).set({
    'Cache-Control': 'no-cache',
    'Content-Type': contentType,
    ETag: page.etag,
  });
  res.vary('Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.data;
  // With Content-Encoding set, the compression middleware leaves the body alone.
  if (body !== page.data) res.set('Content-Encoding', encoding as string);
  res.set('Content-Length', String(body.length)).end(req.method === 'HEAD' ? undefined : body);
}
