import type { IncomingMessage, ServerResponse } from 'node:http';
import { CachedAnswerWriter } from '../fast-path/cached-answer-writer';
import { SESSION_COOKIE } from '../modules/auth/session-cookie';
import type { SiteVersions } from '../modules/site-version/site-data-version.service';
import type { RenderCache } from './render-cache';

/** Paths other routers answer, and file paths (any dot), which Express serves from disk. */
const NOT_A_PAGE =
  /^\/(?:api|graphql|uploads|unsubscribe|assets|healthz)(?:[/?]|$)|^[^?]*[.%]|^\/\//i;

/**
 * Answers anonymous requests for pages already in the render cache before Express runs, with
 * the headers the full stack sent for a page last time; anything unusual goes through Express.
 */
export class PageFastPath {
  private readonly writer = new CachedAnswerWriter();

  constructor(
    private readonly cache: RenderCache,
    private readonly recentVersions: () => SiteVersions | null,
  ) {}

  /** Called by the Express route before it sends a cached page to an anonymous GET. */
  learnHeaders(res: ServerResponse): void {
    this.writer.learnFrom(res);
  }

  /** True when it answered the request; false leaves it to Express untouched. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    if (!this.writer.ready || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    if (NOT_A_PAGE.test(url) || !url.startsWith('/')) return false;
    if (req.headers.cookie?.includes(SESSION_COOKIE)) return false;
    const versions = this.recentVersions();
    if (!versions) return false;
    let page;
    try {
      page = this.cache.upToDate(url, versions);
    } catch {
      return false;
    }
    return page !== undefined && this.writer.send(req, res, page, true);
  }
}
