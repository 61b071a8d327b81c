import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { Readable, Writable } from 'node:stream';
import type { DataSource, Repository } from 'typeorm';
import { Deal, DealCategory } from '../deal/deal.entity';
import { whereExpiry } from '../deal/deal-expiry';
import { DealExpiry } from '../deal/deal.inputs';

/** The protocol's limit for one file (sitemaps.org); 50,000 deal URLs stay far under its 50 MB. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** The list pages, each with the category whose newest change is its own. */
const SECTION_PAGES: readonly { path: string; category: DealCategory }[] = [
  { path: '/', category: DealCategory.DAILY },
  { path: '/fashion', category: DealCategory.FASHION },
  { path: '/favorites', category: DealCategory.FAVORITES },
];

/** Only the sitemap namespace: no image, video, news or hreflang entries are written. */
const PLAIN_NAMESPACES = { news: false, video: false, image: false, xhtml: false };

export interface SitemapServiceOptions {
  publicUrl: string;
  now?: () => Date;
  urlsPerFile?: number;
}

type LiveDealStamp = Pick<Deal, 'id' | 'category' | 'storeSlug' | 'updatedAt'>;

async function xmlOf(stream: Writable & Readable, entries: readonly object[]): Promise<string> {
  const written = streamToPromise(stream);
  for (const entry of entries) stream.write(entry);
  stream.end();
  return (await written).toString('utf8');
}

function newestOf(stamps: readonly LiveDealStamp[]): string | undefined {
  let newest = -Infinity;
  for (const { updatedAt } of stamps) newest = Math.max(newest, updatedAt.getTime());
  return stamps.length === 0 ? undefined : new Date(newest).toISOString();
}

/**
 * /sitemap.xml, an index of /sitemaps/pages.xml (the list and store pages) and /sitemaps/deals-{n}.xml
 * (every live deal's page, by id, at most `urlsPerFile` to a file), each `lastmod` the newest
 * change of what the page shows. Expired and archived deals are left out.
 */
export class SitemapService {
  private readonly deals: Repository<Deal>;
  private readonly now: () => Date;
  private readonly urlsPerFile: number;

  constructor(
    dataSource: DataSource,
    private readonly options: SitemapServiceOptions,
  ) {
    this.deals = dataSource.getRepository(Deal);
    this.now = options.now ?? (() => new Date());
    this.urlsPerFile = options.urlsPerFile ?? SITEMAP_URLS_PER_FILE;
  }

  async index(): Promise<string> {
    const stamps = await this.liveDealStamps();
    const files = [{ url: this.url('/sitemaps/pages.xml'), lastmod: newestOf(stamps) }];
    for (let first = 0, file = 1; first < stamps.length; first += this.urlsPerFile, file += 1) {
      const chunk = stamps.slice(first, first + this.urlsPerFile);
      files.push({ url: this.url(`/sitemaps/deals-${file}.xml`), lastmod: newestOf(chunk) });
    }
    return xmlOf(new SitemapIndexStream(), files);
  }

  async pages(): Promise<string> {
    const stamps = await this.liveDealStamps();
    const pages = SECTION_PAGES.map(({ path, category }) => ({
      url: this.url(path),
      lastmod: newestOf(stamps.filter((stamp) => stamp.category === category)),
    }));
    const byStore = new Map<string, LiveDealStamp[]>();
    for (const stamp of stamps) {
      if (!stamp.storeSlug) continue;
      const listed = byStore.get(stamp.storeSlug);
      if (listed) listed.push(stamp);
      else byStore.set(stamp.storeSlug, [stamp]);
    }
    if (byStore.size > 0) pages.push({ url: this.url('/stores'), lastmod: newestOf(stamps) });
    for (const [slug, storeStamps] of [...byStore].sort(([a], [b]) => a.localeCompare(b))) {
      pages.push({ url: this.url(`/stores/${slug}`), lastmod: newestOf(storeStamps) });
    }
    return xmlOf(new SitemapStream({ xmlns: PLAIN_NAMESPACES }), pages);
  }

  /** The n-th file of deal pages (from 1), or null when there is no such file. */
  async dealPages(file: number): Promise<string | null> {
    const stamps = await this.liveDealStamps();
    const chunk = stamps.slice((file - 1) * this.urlsPerFile, file * this.urlsPerFile);
    if (file < 1 || chunk.length === 0) return null;
    const pages = chunk.map(({ id, updatedAt }) => ({
      url: this.url(`/deals/${id}`),
      lastmod: updatedAt.toISOString(),
    }));
    return xmlOf(new SitemapStream({ xmlns: PLAIN_NAMESPACES }), pages);
  }

  private url(path: string): string {
    return `${this.options.publicUrl}${path}`;
  }

  private liveDealStamps(): Promise<LiveDealStamp[]> {
    const live = this.deals
      .createQueryBuilder('deal')
      .select(['deal.id', 'deal.category', 'deal.storeSlug', 'deal.updatedAt'])
      .where('deal.active = :active', { active: true });
    return whereExpiry(live, DealExpiry.LIVE, this.now()).orderBy('deal.id', 'ASC').getMany();
  }
}
