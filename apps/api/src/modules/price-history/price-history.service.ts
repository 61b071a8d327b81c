import { parsePriceValue, type PriceValue } from '@deal-site/deal-text';
import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Deal } from '../deal/deal.entity';
import {
  POSTED_BEFORE_MAX,
  earlierPostings,
  isLowestPriceOf,
  pricePostingOf,
} from './price-history';
import type { PricePosting } from './price-posting.type';
import { ProductPostings, type ProductPosting } from './product-postings';

type HistoryDeal = Pick<Deal, 'id' | 'createdAt' | 'price' | 'productKey'>;

/**
 * One request's price histories. The products of every deal it asks about in the same turn (the
 * cards of a list) are read with one statement, and each product once; a product already read
 * answers at once.
 */
export class RequestPriceHistory {
  private readonly postingsOfProduct: DataLoader<string, ProductPosting[]>;
  private readonly postingsRead = new Map<string, ProductPosting[]>();
  /** Each price text read once: a list's postings repeat in the earlier postings of its cards. */
  private readonly priceValues = new Map<string, PriceValue | null>();

  constructor(
    postings: ProductPostings,
    private readonly now: Date,
  ) {
    this.postingsOfProduct = new DataLoader(async (productKeys) => {
      const byProduct = new Map<string, ProductPosting[]>(productKeys.map((key) => [key, []]));
      for (const posting of await postings.read(productKeys, now))
        byProduct.get(posting.productKey!)?.push(posting);
      for (const [key, productPostings] of byProduct) this.postingsRead.set(key, productPostings);
      return productKeys.map((key) => byProduct.get(key)!);
    });
  }

  /** The public postings of the deal's product before it, newest first; none without a product. */
  private async earlier(deal: HistoryDeal): Promise<ProductPosting[]> {
    if (!deal.productKey) return [];
    return earlierPostings(deal, await this.postingsOfProduct.load(deal.productKey));
  }

  async postedBefore(deal: HistoryDeal): Promise<PricePosting[]> {
    const earlier = await this.earlier(deal);
    return earlier.slice(0, POSTED_BEFORE_MAX).map((posting) => pricePostingOf(posting, this.now));
  }

  /** Reads the products of these deals (a list's cards) in one go. */
  async prepare(deals: readonly HistoryDeal[]): Promise<void> {
    const productKeys = new Set(
      deals.flatMap((deal) => (deal.productKey ? [deal.productKey] : [])),
    );
    await this.postingsOfProduct.loadMany([...productKeys]);
  }

  /** At once for a deal without a product or whose product was read, else once it is. */
  lowestPostedPrice(deal: HistoryDeal): boolean | Promise<boolean> {
    const postings = deal.productKey ? this.postingsRead.get(deal.productKey) : [];
    if (postings) return isLowestPriceOf(deal, earlierPostings(deal, postings), this.priceValue);
    return this.earlier(deal).then((earlier) => isLowestPriceOf(deal, earlier, this.priceValue));
  }

  private readonly priceValue = (price: string): PriceValue | null => {
    let value = this.priceValues.get(price);
    if (value === undefined) {
      value = parsePriceValue(price);
      this.priceValues.set(price, value);
    }
    return value;
  };
}

/** The price histories of products: the site's own earlier postings of each. */
export class PriceHistoryService {
  private readonly postings: ProductPostings;

  constructor(
    dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.postings = new ProductPostings(dataSource);
  }

  /** A request's histories: make one per request, so its cards share one read. */
  forRequest(): RequestPriceHistory {
    return new RequestPriceHistory(this.postings, this.now());
  }
}
