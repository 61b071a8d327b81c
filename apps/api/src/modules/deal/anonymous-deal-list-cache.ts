import { ByteBoundedCache } from '../image/byte-bounded-cache';
import type { SiteVersions } from '../site-version/site-data-version.service';
import type { DealCategory } from './deal.entity';
import type { DealSort } from './deal.inputs';
import { precompressed, type CachedPage } from '../../web/render-cache';

const MAX_ENTRIES = 100;
const MAX_BYTES = 16 * 1024 * 1024;

/** The only parameters GET /api/deals reads, once validated: what its answer depends on besides data. */
export const dealListQuery = (sort: DealSort, category: DealCategory | undefined) =>
  `${sort} ${category ?? ''}`;

/**
 * Anonymous GET /api/deals answers, serialised and compressed once per query and data version.
 * The click version is in the key, so click counts lag by the version read (≤ 1 s) plus the
 * click flush (≤ 1 s). Concurrent misses for one key share one database query.
 */
export class AnonymousDealListCache {
  private readonly answers = new ByteBoundedCache<CachedPage>(MAX_BYTES, MAX_ENTRIES);
  private readonly building = new Map<string, Promise<CachedPage>>();

  constructor(private readonly versions: () => Promise<SiteVersions>) {}

  /** `query` must come from `dealListQuery`: it is the key, besides the versions. */
  async answer(query: string, build: () => Promise<string>): Promise<CachedPage> {
    const versions = await this.versions();
    const key = this.keyOf(query, versions);
    const cached = this.answers.get(key);
    if (cached) return cached;
    let pending = this.building.get(key);
    if (!pending) {
      pending = build()
        .then((json) => precompressed({ status: 200, html: json }, versions.clicks, Date.now()))
        .then((answer) => {
          this.answers.set(key, answer);
          return answer;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  /** The cached answer `answer(query)` would give under these versions without a query, if any. */
  upToDate(query: string, versions: SiteVersions): CachedPage | undefined {
    return this.answers.get(this.keyOf(query, versions));
  }

  private keyOf(query: string, versions: SiteVersions): string {
    return `${query} ${versions.content} ${versions.clicks}`;
  }
}
