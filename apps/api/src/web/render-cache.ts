import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { siteDayOf } from '../modules/visit/site-day';
import type { SiteVersions } from '../modules/site-version/site-data-version.service';
import { ByteBoundedCache } from '../modules/image/byte-bounded-cache';

/** The only query parameters a server render reads; any other is dropped from the key and the render. */
const RENDERED_PARAMS = ['q', 'sort', 'from'] as const;

export interface RenderCacheLimits {
  maxEntries: number;
  /** Counted on the uncompressed HTML; the gzip and brotli copies add about a quarter more. */
  maxBytes: number;
  /** When only clicks changed, a cached page is re-rendered at most this often. */
  clickStalenessMs: number;
}

export const RENDER_CACHE_LIMITS: RenderCacheLimits = {
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
  clickStalenessMs: 5000,
};

export interface RenderedPage {
  status: number;
  html: string;
}

export interface CachedPage {
  status: number;
  etag: string;
  /** The HTML itself; `ByteBoundedCache` counts this. */
  data: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  clicksVersion: number;
  renderedAt: number;
}

interface RenderCacheOptions {
  timeZone: string;
  versions: () => Promise<SiteVersions>;
  /** Told why a URL's last good page was served instead of a fresh one. */
  onStaleServed?: (error: unknown, url: string) => void;
  limits?: RenderCacheLimits;
  clock?: () => number;
}

/** The path and the rendered query parameters, in a fixed order: what a render depends on besides data and day. */
export function renderedUrl(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://render.local');
  const kept = new URLSearchParams();
  for (const name of RENDERED_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Measured on the home page with 200 deals (54 KB of HTML): brotli quality 9 took 58 ms for 6,440
 * bytes, quality 5 took 0.7–1 ms for 6,591.
 */
const BROTLI_QUALITY = 5;
/**
 * For the first visitor after a write, who waits for the copy; measured alone, quality 3 took
 * 0.2–0.5 ms for 7,640 bytes, gzip level 1 0.1 ms for 8,806 (level 9: 0.4 ms, 7,674).
 */
const QUICK_BROTLI_QUALITY = 3;
const QUICK_GZIP_LEVEL = 1;

const brotliOptions = (data: Buffer, quality = BROTLI_QUALITY) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
  },
});

const weakEtag = (data: Buffer) =>
  `W/"${data.length.toString(16)}-${createHash('sha1').update(data).digest('base64url').slice(0, 27)}"`;

/** The body with its gzip and brotli copies and ETag, ready to send to any client. */
export async function precompressed(
  { status, html }: RenderedPage,
  clicksVersion: number,
  renderedAt: number,
): Promise<CachedPage> {
  const data = Buffer.from(html);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(data, { level: 9 }),
    brotliAsync(data, brotliOptions(data)),
  ]);
  return {
    status,
    etag: weakEtag(data),
    data,
    gzip: gzipped,
    brotli,
    clicksVersion,
    renderedAt,
  };
}

/**
 * A compressed copy made when a client first takes it: quickly, for that client, then once more,
 * smaller, off the main thread, for every client after. Should that fail, the quick copy stays.
 */
function copyOnDemand(
  compressQuickly: () => Buffer,
  compressWell: () => Promise<Buffer>,
  onCompressing?: (work: Promise<unknown>) => void,
): () => Buffer {
  let copy: Buffer | undefined;
  return () => {
    if (copy) return copy;
    copy = compressQuickly();
    // Once the response that asked for it is sent: the compressing thread may share its core.
    const work = new Promise((resolve) => setImmediate(resolve)).then(compressWell).then(
      (smaller) => (copy = smaller),
      () => undefined,
    );
    onCompressing?.(work);
    return copy;
  };
}

/**
 * The body and its ETag, each compressed copy made when a client first takes it: the first
 * visitor after a write waits for one quick copy (about 0.2 ms for the home page), not both.
 * `onCompressing` is told of each smaller copy under way.
 */
export function compressedOnDemand(
  { status, html }: RenderedPage,
  clicksVersion: number,
  renderedAt: number,
  onCompressing?: (work: Promise<unknown>) => void,
): CachedPage {
  const data = Buffer.from(html);
  const gzipCopy = copyOnDemand(
    () => gzipSync(data, { level: QUICK_GZIP_LEVEL }),
    () => gzipAsync(data, { level: 9 }),
    onCompressing,
  );
  const brotliCopy = copyOnDemand(
    () => brotliCompressSync(data, brotliOptions(data, QUICK_BROTLI_QUALITY)),
    () => brotliAsync(data, brotliOptions(data)),
    onCompressing,
  );
  return {
    status,
    etag: weakEtag(data),
    data,
    get gzip() {
      return gzipCopy();
    },
    get brotli() {
      return brotliCopy();
    },
    clicksVersion,
    renderedAt,
  };
}

/**
 * Anonymous public pages, rendered once per URL, data version and day in SITE_TIMEZONE, kept
 * compressed. Concurrent misses share one render; a page stale only in its click counts is served
 * while one re-render runs in the background. While the versions cannot be read or a render fails
 * (the database is away), the last good page of the URL is served, whatever version or day it was.
 */
export class RenderCache {
  private readonly pages: ByteBoundedCache<CachedPage>;
  /** The newest good render of each normalised URL, kept after its version or day moved on. */
  private readonly lastGood: ByteBoundedCache<CachedPage>;
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private readonly compressing = new Set<Promise<unknown>>();
  private readonly limits: RenderCacheLimits;
  private readonly clock: () => number;

  constructor(private readonly options: RenderCacheOptions) {
    this.limits = options.limits ?? RENDER_CACHE_LIMITS;
    this.clock = options.clock ?? Date.now;
    this.pages = new ByteBoundedCache(this.limits.maxBytes, this.limits.maxEntries);
    this.lastGood = new ByteBoundedCache(this.limits.maxBytes, this.limits.maxEntries);
  }

  /**
   * The cached page for `url`, rendering it (at `url` normalised) when missing or outdated; when
   * that fails, the URL's last good page (stale-if-error), else the failure.
   */
  async page(url: string, render: (url: string) => Promise<RenderedPage>): Promise<CachedPage> {
    const normalised = renderedUrl(url);
    try {
      return await this.currentPage(normalised, render);
    } catch (error) {
      const stale = this.lastGood.get(normalised);
      if (!stale) throw error;
      this.options.onStaleServed?.(error, normalised);
      return stale;
    }
  }

  private async currentPage(
    normalised: string,
    render: (url: string) => Promise<RenderedPage>,
  ): Promise<CachedPage> {
    const versions = await this.options.versions();
    const now = this.clock();
    const key = this.keyOf(normalised, versions, now);
    const cached = this.pages.get(key);
    if (!cached) return this.renderOnce(key, normalised, versions, render);
    if (this.clicksOutdated(cached, versions, now))
      void this.renderOnce(key, normalised, versions, render).catch(() => cached);
    return cached;
  }

  /** The cached page `page(url)` would answer without rendering anything, if there is one. */
  upToDate(url: string, versions: SiteVersions): CachedPage | undefined {
    const now = this.clock();
    const cached = this.pages.get(this.keyOf(renderedUrl(url), versions, now));
    return cached && !this.clicksOutdated(cached, versions, now) ? cached : undefined;
  }

  /**
   * Resolves once every render under way (background ones included) has finished, and every
   * smaller compressed copy being made.
   */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.rendering.values(), ...this.compressing]);
  }

  private trackCompressing = (work: Promise<unknown>) => {
    this.compressing.add(work);
    void work.finally(() => this.compressing.delete(work));
  };

  private keyOf(normalisedUrl: string, versions: SiteVersions, now: number): string {
    return `${normalisedUrl} ${versions.content} ${siteDayOf(new Date(now), this.options.timeZone)}`;
  }

  private clicksOutdated(cached: CachedPage, versions: SiteVersions, now: number): boolean {
    return (
      cached.clicksVersion !== versions.clicks &&
      now - cached.renderedAt >= this.limits.clickStalenessMs
    );
  }

  private renderOnce(
    key: string,
    url: string,
    versions: SiteVersions,
    render: (url: string) => Promise<RenderedPage>,
  ): Promise<CachedPage> {
    let pending = this.rendering.get(key);
    if (!pending) {
      const renderedAt = this.clock();
      pending = render(url)
        .then((page) =>
          compressedOnDemand(page, versions.clicks, renderedAt, this.trackCompressing),
        )
        .then((page) => {
          if (page.status === 200) {
            this.pages.set(key, page);
            this.lastGood.set(url, page);
          }
          return page;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }
}
