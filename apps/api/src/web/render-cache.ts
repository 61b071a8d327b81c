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
 * Measured on the home page with 200 deals (66 KB of HTML): brotli quality 9 took 15 ms for 6,774
 * bytes, quality 5 took 1.5 ms for 6,880; the first visitor after a write waits for it.
 */
const BROTLI_QUALITY = 5;

const brotliOptions = (data: Buffer) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
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
 * The body and its ETag, each compressed copy made when a client first takes it, then kept: the
 * first visitor after a write waits for one copy (about 1 ms for the home page), not both.
 */
export function compressedOnDemand(
  { status, html }: RenderedPage,
  clicksVersion: number,
  renderedAt: number,
): CachedPage {
  const data = Buffer.from(html);
  let gzipped: Buffer | undefined;
  let brotli: Buffer | undefined;
  return {
    status,
    etag: weakEtag(data),
    data,
    get gzip() {
      return (gzipped ??= gzipSync(data, { level: 9 }));
    },
    get brotli() {
      return (brotli ??= brotliCompressSync(data, brotliOptions(data)));
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
  private readonly limits: RenderCacheLimits;
  private readonly clock: () => number;
  private lastDay: { second: number; day: string } | null = null;

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

  /** Resolves once every render under way (background ones included) has finished. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.rendering.values()]);
  }

  private keyOf(normalisedUrl: string, versions: SiteVersions, now: number): string {
    return `${normalisedUrl} ${versions.content} ${this.siteDay(now)}`;
  }

  private clicksOutdated(cached: CachedPage, versions: SiteVersions, now: number): boolean {
    return (
      cached.clicksVersion !== versions.clicks &&
      now - cached.renderedAt >= this.limits.clickStalenessMs
    );
  }

  // Worked out once a second: the time-zone arithmetic costs more than the cache lookup itself.
  private siteDay(now: number): string {
    const second = Math.floor(now / 1000);
    if (this.lastDay?.second !== second)
      this.lastDay = { second, day: siteDayOf(new Date(now), this.options.timeZone) };
    return this.lastDay.day;
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
        .then((page) => compressedOnDemand(page, versions.clicks, renderedAt))
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
