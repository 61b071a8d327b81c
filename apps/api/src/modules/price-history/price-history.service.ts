import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Deal } from '../deal/deal.entity';
import { lowestPostedPriceReadWith } from '../deal/lowest-posted-price';
import { LowestPostedPrices } from './lowest-posted-prices';
import { POSTED_BEFORE_MAX, earlierPostings, pricePostingOf } from './price-history';
import type { PricePosting } from './price-posting.type';
import { ProductPostings, type ProductPosting } from './product-postings';

type HistoryDeal = Pick<Deal, 'id' | 'createdAt' | 'productKey' | 'priceAmount'>;

/**
 * One request's price histories. What it asks about in the same turn (the cards of a list) is
 * read with one statement: the postings of every product, or the badge of every card; what was
 * read answers at once.
 */
export class RequestPriceHistory {
  private readonly postingsOfProduct: DataLoader<string, ProductPosting[]>;
  /** Uncached: `lowestRead` keeps what it read, so that a read badge answers at once. */
  private readonly lowestOfDeal: DataLoader<number, boolean>;
  private readonly lowestRead = new Map<number, boolean>();

  constructor(
    postings: ProductPostings,
    lowest: LowestPostedPrices,
    private readonly now: Date,
  ) {
    this.postingsOfProduct = new DataLoader(async (productKeys) => {
      const byProduct = new Map<string, ProductPosting[]>(productKeys.map((key) => [key, []]));
      for (const posting of await postings.read(productKeys, now))
        byProduct.get(posting.productKey!)?.push(posting);
      return productKeys.map((key) => byProduct.get(key)!);
    });
    this.lowestOfDeal = new DataLoader(
      async (dealIds) => {
        const lowestIds = await lowest.read(dealIds, now);
        return dealIds.map((id) => {
          this.lowestRead.set(id, lowestIds.has(id));
          return lowestIds.has(id);
        });
      },
      { cache: false },
    );
  }

  async postedBefore(deal: HistoryDeal): Promise<PricePosting[]> {
    if (!deal.productKey) return [];
    const postings = await this.postingsOfProduct.load(deal.productKey);
    return earlierPostings(deal, postings)
      .slice(0, POSTED_BEFORE_MAX)
      .map((posting) => pricePostingOf(posting, this.now));
  }

  /** Reads the badges of these deals (a list's cards) in one go, but those read with them. */
  async prepare(deals: readonly Deal[]): Promise<void> {
    const unread = deals.filter((deal) => this.lowestKnown(deal) === undefined);
    if (unread.length > 0) await this.lowestOfDeal.loadMany(unread.map((deal) => deal.id));
  }

  /**
   * At once for a deal that cannot have the badge, or whose badge was read with it or by this
   * request; else once it is read.
   */
  lowestPostedPrice(deal: Deal): boolean | Promise<boolean> {
    return this.lowestKnown(deal) ?? this.lowestOfDeal.load(deal.id);
  }

  private lowestKnown(deal: Deal): boolean | undefined {
    if (!mayBeLowest(deal)) return false;
    return lowestPostedPriceReadWith(deal) ?? this.lowestRead.get(deal.id);
  }
}

/** A deal without a product, or whose price reads as no amount, has no badge to read. */
function mayBeLowest(deal: HistoryDeal): boolean {
  return deal.productKey !== null && deal.priceAmount !== null;
}

/** The price histories of products: the site's own earlier postings of each. */
export class PriceHistoryService {
  private readonly postings: ProductPostings;
  private readonly lowest: LowestPostedPrices;

  constructor(
    dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.postings = new ProductPostings(dataSource);
    this.lowest = new LowestPostedPrices(dataSource);
  }

  /** A request's histories: make one per request, so its cards share one read. */
  forRequest(): RequestPriceHistory {
    return new RequestPriceHistory(this.postings, this.lowest, this.now());
  }
}
