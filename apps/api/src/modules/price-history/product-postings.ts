import { toSqlDateTime } from '@deal-site/database';
import type { DataSource, Repository } from 'typeorm';
import { Deal } from '../deal/deal.entity';

/** A public posting of a product: the few columns a price history reads. */
export type ProductPosting = Pick<Deal, 'id' | 'productKey' | 'price' | 'createdAt' | 'expiresAt'>;

/** Reads the public postings (active, not scheduled) of several products with one statement. */
export class ProductPostings {
  private readonly deals: Repository<Deal>;

  constructor(dataSource: DataSource) {
    this.deals = dataSource.getRepository(Deal);
  }

  /** Every public posting of these products at `now`, expired ones included, newest first. */
  async read(productKeys: readonly string[], now: Date): Promise<ProductPosting[]> {
    if (productKeys.length === 0) return [];
    return this.deals
      .createQueryBuilder('deal')
      .select(['deal.id', 'deal.productKey', 'deal.price', 'deal.createdAt', 'deal.expiresAt'])
      .where('deal.productKey IN (:...productKeys)', { productKeys })
      .andWhere('deal.active = :active', { active: true })
      .andWhere('deal.createdAt <= :now', { now: toSqlDateTime(now) })
      .orderBy('deal.createdAt', 'DESC')
      .addOrderBy('deal.id', 'DESC')
      .getMany();
  }
}
