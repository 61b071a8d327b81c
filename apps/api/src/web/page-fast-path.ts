import type { Response } from 'express';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { etagMatches, plainListEncoding, type Encoding } from '../fast-path/request-conditions';
import { flatHeaderList } from '../flat-header-list';
import { SESSION_COOKIE } from '../modules/auth/session-cookie';
import type { SiteVersions } from '../modules/site-version/site-data-version.service';
import type { CachedPage, RenderCache } from './render-cache';

/** Paths other routers answer, and file paths (any dot), which Express serves from disk. */
const NOT_A_PAGE =
  /^\/(?:api|graphql|uploads|unsubscribe|assets|healthz)(?:[/?]|$)|^[^?]*[.%]|^\/\//i;
/** Headers of one response that say nothing about the next, or belong to the caller alone. */
const PER_RESPONSE = new Set(['etag', 'content-length', 'content-encoding', 'set-cookie', 'date']);

/** The header list made for one compressed copy of a page. */
interface HeadersForBody {
  body: Buffer;
  list: string[];
}

/**
 * Answers anonymous requests for pages already in the render cache before Express runs, with
 * the headers the full stack sent for a page last time; anything unusual goes through Express.
 */
export class PageFastPath {
  private sharedHeaders: OutgoingHttpHeaders | null = null;
  private readonly headerLists = new WeakMap<CachedPage, Map<Encoding, HeadersForBody>>();

  constructor(
    private readonly cache: RenderCache,
    private readonly recentVersions: () => SiteVersions | null,
  ) {}

  /** Called by the Express route after it sent a cached page to an anonymous GET. */
  learnHeaders(res: Response): void {
    if (this.sharedHeaders || res.statusCode !== 200) return;
    this.sharedHeaders = Object.fromEntries(
      Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name)),
    );
  }

  /** True when it answered the request; false leaves it to Express untouched. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    if (!this.sharedHeaders || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    if (NOT_A_PAGE.test(url) || !url.startsWith('/')) return false;
    if (req.headers.cookie?.includes(SESSION_COOKIE)) return false;
    const versions = this.recentVersions();
    const encoding = plainListEncoding(req.headers['accept-encoding']);
    if (!versions || !encoding) return false;
    let page;
    try {
      page = this.cache.upToDate(url, versions);
    } catch {
      return false;
    }
    const matches = page && etagMatches(req, page.etag);
    if (!page || matches === null) return false;
    if (matches) {
      res.writeHead(304, { ...this.sharedHeaders, etag: page.etag });
      res.end();
      return true;
    }
    const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.data;
    res.writeHead(page.status, this.headerList(page, encoding, body, this.sharedHeaders));
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  private headerList(
    page: CachedPage,
    encoding: Encoding,
    body: Buffer,
    shared: OutgoingHttpHeaders,
  ): string[] {
    let lists = this.headerLists.get(page);
    if (!lists) this.headerLists.set(page, (lists = new Map<Encoding, HeadersForBody>()));
    const made = lists.get(encoding);
    // A page's quick compressed copy is replaced by a smaller one: its length changes with it.
    if (made?.body === body) return made.list;
    const list = flatHeaderList({
      ...shared,
      etag: page.etag,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': body.length,
    });
    lists.set(encoding, { body, list });
    return list;
  }
}
