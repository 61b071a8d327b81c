import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { flatHeaderList } from '../flat-header-list';
import { LearnedHeaders } from '../fast-path/learned-headers';
import { compressionEncoding, type Encoding } from '../fast-path/request-conditions';

/** The most bytes of assets (all copies together) held in memory; the rest is read from disk. */
export const MAX_HELD_ASSET_BYTES = 32 * 1024 * 1024;

const SUFFIXES: Record<string, Encoding> = { '.br': 'br', '.gz': 'gzip' };

/** Requests that ask for part of a file or for a comparison go to Express, which does both. */
const CONDITIONS = [
  'range',
  'if-range',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
];

/** Only the Date header changes from one answer of a copy to the next. */
const PER_RESPONSE = new Set(['date']);

interface AssetCopy {
  body: Buffer;
  /** The headers Express sent with this copy, once it has sent it whole. */
  learned: LearnedHeaders;
  /** Those headers as writeHead takes them, made once. */
  headerList: string[] | null;
}

/** The answer Express sent is this copy, whole: its encoding and its length. */
const sentCopy = (encoding: Encoding, body: Buffer) => (res: ServerResponse) =>
  (res.getHeader('content-encoding') ?? 'identity') === encoding &&
  Number(res.getHeader('content-length')) === body.length;

/** The held copies of each asset by URL path; files past the bound are left out. */
function readAssets(
  dir: string,
  urlPrefix: string,
  maxBytes = MAX_HELD_ASSET_BYTES,
): Map<string, Map<Encoding, AssetCopy>> {
  const assets = new Map<string, Map<Encoding, AssetCopy>>();
  let held = 0;
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name);
    const stats = statSync(file);
    if (!stats.isFile() || held + stats.size > maxBytes) continue;
    const suffix = name.slice(name.lastIndexOf('.'));
    const encoding = SUFFIXES[suffix] ?? 'identity';
    const assetName = encoding === 'identity' ? name : name.slice(0, -suffix.length);
    const url = `${urlPrefix}${encodeURIComponent(assetName)}`;
    let copies = assets.get(url);
    if (!copies) assets.set(url, (copies = new Map<Encoding, AssetCopy>()));
    const body = readFileSync(file);
    const learned = new LearnedHeaders({
      keeps: sentCopy(encoding, body),
      perResponse: PER_RESPONSE,
    });
    copies.set(encoding, { body, learned, headerList: null });
    held += stats.size;
  }
  return assets;
}

/**
 * Sends the build's assets from memory before Express runs. Each copy (brotli, gzip, plain) goes
 * through Express once, and the headers it sent then (security headers, type, caching, ETag)
 * are sent with the held bytes from then on. Anything unusual (a range, a conditional request,
 * an Accept-Encoding list with weights) still goes to Express. The names are the build's, read
 * once at startup, so no request can name a file outside the folder.
 */
export class AssetFastPath {
  private readonly assets: Map<string, Map<Encoding, AssetCopy>>;

  constructor(dir: string, options: { urlPrefix?: string; maxBytes?: number } = {}) {
    this.assets = readAssets(dir, options.urlPrefix ?? '/assets/', options.maxBytes);
  }

  /** True when it answered the request; false leaves it to Express untouched. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const copies = this.assets.get(req.url ?? '');
    if (!copies || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    if (CONDITIONS.some((name) => req.headers[name] !== undefined)) return false;
    // The copy Express picks too: brotli, then gzip, whatever the client's order.
    const encoding = compressionEncoding(req.headers['accept-encoding']);
    const copy = encoding && copies.get(encoding);
    if (!copy) return false;
    const learned = copy.learned.shared;
    if (!learned) {
      copy.learned.learnFrom(res);
      return false;
    }
    copy.headerList ??= flatHeaderList(learned);
    res.writeHead(200, copy.headerList);
    res.end(req.method === 'HEAD' ? undefined : copy.body);
    return true;
  }
}
