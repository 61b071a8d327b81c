import type { RequestHandler } from 'express';
import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';

/** What the build writes beside a file (apps/web/precompress-assets.mts), best first. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Sends the build's brotli or gzip copy of an asset to a client that takes it, as it is: the
 * compression middleware then leaves it alone instead of compressing the same bytes again.
 * Anything else (no copy, a client taking neither) goes on to the static files as before.
 */
export function precompressedAssets(
  dir: string,
  options: { maxAge: string; immutable: boolean },
): RequestHandler {
  const files = new Set(readdirSync(dir));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Only names the folder held at startup match, so no path can lead outside it.
    const name = req.path.slice(1);
    const offered = COPIES.filter((copy) => files.has(`${name}${copy.suffix}`));
    if (offered.length === 0) return next();
    res.vary('Accept-Encoding');
    // Brotli first whatever the client's order, as the compression middleware chooses.
    const copy = offered.find(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
    if (!copy) return next();
    res.type(extname(name)).set('Content-Encoding', copy.encoding);
    res.sendFile(join(dir, `${name}${copy.suffix}`), options, (error) => {
      if (!error) return;
      if (res.headersSent) return next(error);
      // The copy went missing: the asset itself, as the static files would send it.
      res.removeHeader('Content-Encoding');
      next();
    });
  };
}
