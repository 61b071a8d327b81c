import { ByteBoundedCache } from '../image/byte-bounded-cache';
import type { SiteVersions } from '../site-version/site-data-version.service';
import { precompressed, type CachedPage } from '../../web/render-cache';

const MAX_ENTRIES = 100;
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Anonymous GET /api/deals answers, serialised and compressed once per query and data version.
 * The click version is in the key, so click counts lag by the version read (≤ 1 s) plus the
 * click flush (≤ 1 s). Concurrent misses for one key share one database query.
 */
export class AnonymousDealListCache {
  private readonly answers = new ByteBoundedCache<CachedPage>(MAX_BYTES, MAX_ENTRIES);
  private readonly building = new Map<string, Promise<CachedPage>>();

  constructor(private readonly versions: () => Promise<SiteVersions>) {}

  /** `query` must already be validated and normalised: it is the key, besides the versions. */
  async answer(query: string, build: () => Promise<string>): Promise<CachedPage> {
    const versions = await this.versions();
    const key = `${query} ${versions.content} ${versions.clicks}`;
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
}
