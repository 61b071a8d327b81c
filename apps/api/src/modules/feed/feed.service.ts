import { SITE_NAME } from '@deal-site/digest-email';
import type { ImageStore } from '@deal-site/image-store';
import { LRUCache } from 'lru-cache';
import type { DealService } from '../deal/deal.service';
import { DealSort } from '../deal/deal.inputs';
import { toFeedEntry, type FeedEntryContext } from './feed-entry';
import { FEED_FORMATS, FEED_SIZE, type FeedFormat, type FeedSection } from './feed-sections';
import { writeFeed, type FeedChannel } from './write-feed';

const FEED_DESCRIPTION = 'Hand-picked deals, coupon codes and price drops, posted every day.';
/** Upload sizes remembered: a name never gets other bytes, so a size never goes stale. */
const UPLOAD_SIZES_KEPT = 10_000;

export interface FeedServiceOptions {
  publicUrl: string;
  timeZone: string;
}

/** RSS, Atom and JSON Feed of the newest live deals of a list, searched as its page is. */
export class FeedService {
  private readonly uploadSizes = new LRUCache<string, number>({ max: UPLOAD_SIZES_KEPT });
  private readonly entryContext: FeedEntryContext;

  constructor(
    private readonly deals: DealService,
    private readonly uploads: ImageStore,
    private readonly options: FeedServiceOptions,
  ) {
    this.entryContext = {
      publicUrl: options.publicUrl,
      timeZone: options.timeZone,
      uploadSize: (name) => this.uploadSize(name),
    };
  }

  /** The feed document; `search` is the page's `q`, trimmed ('' for none). */
  async write(section: FeedSection, format: FeedFormat, search: string): Promise<string> {
    const { items } = await this.deals.list({
      category: section.category,
      store: section.store,
      search: search || undefined,
      sort: DealSort.NEWEST,
      limit: FEED_SIZE,
      offset: 0,
    });
    const entries = await Promise.all(items.map((deal) => toFeedEntry(deal, this.entryContext)));
    return writeFeed(format, this.channel(section, search), entries);
  }

  private channel(section: FeedSection, search: string): FeedChannel {
    const { publicUrl } = this.options;
    const query = search ? `?q=${encodeURIComponent(search)}` : '';
    const links = Object.fromEntries(
      Object.entries(FEED_FORMATS).map(([format, { file }]) => [
        format,
        `${publicUrl}${section.path}/${file}${query}`,
      ]),
    ) as Record<FeedFormat, string>;
    return {
      title: [SITE_NAME, section.name, search ? `“${search}”` : null].filter(Boolean).join(': '),
      description: FEED_DESCRIPTION,
      siteName: SITE_NAME,
      siteUrl: `${publicUrl}/`,
      pageUrl: `${publicUrl}${section.path || '/'}${query}`,
      links,
    };
  }

  private async uploadSize(name: string): Promise<number | null> {
    const known = this.uploadSizes.get(name);
    if (known !== undefined) return known;
    const stat = await this.uploads.stat(name);
    if (!stat) return null;
    this.uploadSizes.set(name, stat.size);
    return stat.size;
  }
}
