import type { IncomingMessage, ServerResponse } from 'node:http';
import { CachedAnswerWriter } from '../../fast-path/cached-answer-writer';
import { SESSION_COOKIE } from '../auth/session-cookie';
import type { SiteVersions } from '../site-version/site-data-version.service';
import { dealListQuery, type AnonymousDealListCache } from './anonymous-deal-list-cache';
import { DealCategory } from './deal.entity';
import { DealSort } from './deal.inputs';

const LIST_PATH = '/api/deals';
const SORTS = new Set<string>(Object.values(DealSort));
const CATEGORIES = new Set<string>(Object.values(DealCategory));

/**
 * The cache key of a plain `/api/deals?…` URL the route would answer 200, or null for anything
 * else (a repeated or encoded name, a value it refuses), which Express then answers as it does.
 */
export function plainDealListQuery(url: string): string | null {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  if (path !== LIST_PATH) return null;
  const values = new Map<string, string>();
  if (queryStart >= 0) {
    for (const pair of url.slice(queryStart + 1).split('&')) {
      if (!pair) continue;
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      if (!/^[a-z]+$/i.test(name)) return null;
      if (name !== 'sort' && name !== 'category' && name !== 'active') continue;
      if (values.has(name)) return null;
      const raw = equals < 0 ? '' : pair.slice(equals + 1);
      if (!/^[a-z0-9]*$/i.test(raw)) return null;
      values.set(name, raw);
    }
  }
  const sort = values.get('sort') || DealSort.NEWEST;
  const category = values.get('category') || undefined;
  const active = values.get('active');
  if (!SORTS.has(sort) || (category !== undefined && !CATEGORIES.has(category))) return null;
  if (active !== undefined && active !== '1' && active !== 'true') return null;
  return dealListQuery(sort as DealSort, category as DealCategory | undefined);
}

/**
 * Answers anonymous GET /api/deals from the answers the route already cached, before Express
 * runs, with the headers the route sent; a miss, a signed-in caller or anything unusual goes on
 * to Express, which fills the cache.
 */
export class DealListFastPath {
  private readonly writer = new CachedAnswerWriter();

  constructor(
    private readonly answers: AnonymousDealListCache,
    private readonly recentVersions: () => SiteVersions | null,
  ) {}

  /** True when it answered; false leaves the request to Express untouched. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(LIST_PATH) || req.headers.cookie?.includes(SESSION_COOKIE)) return false;
    const query = plainDealListQuery(url);
    if (query === null) return false;
    const versions = this.recentVersions();
    const answer = versions && this.answers.upToDate(query, versions);
    if (answer && this.writer.send(req, res, answer, true)) return true;
    if (!this.writer.ready) this.writer.learnFrom(res);
    return false;
  }
}
