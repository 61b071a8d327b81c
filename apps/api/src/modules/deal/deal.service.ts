import type { DataSource, Repository } from 'typeorm';
import { Deal, type DealCategory } from './deal.entity';
import { DealSort } from './deal.inputs';

export interface DealListQuery {
  category?: DealCategory;
  sort: DealSort;
  limit: number;
  offset: number;
}

const ORDER_BY: Record<DealSort, [keyof Deal, 'ASC' | 'DESC'][]> = {
  [DealSort.NEWEST]: [
    ['createdAt', 'DESC'],
    ['id', 'DESC'],
  ],
  [DealSort.OLDEST]: [
    ['createdAt', 'ASC'],
    ['id', 'ASC'],
  ],
  [DealSort.POPULAR]: [
    ['clicks', 'DESC'],
    ['createdAt', 'DESC'],
    ['id', 'DESC'],
  ],
};

export class DealService {
  private readonly deals: Repository<Deal>;

  constructor(dataSource: DataSource) {
    this.deals = dataSource.getRepository(Deal);
  }

  /** Active deals only: archived ones keep their click history but are never listed. */
  async listActive(query: DealListQuery): Promise<{ items: Deal[]; total: number }> {
    const builder = this.deals
      .createQueryBuilder('deal')
      .where('deal.active = :active', { active: true });
    if (query.category) builder.andWhere('deal.category = :category', { category: query.category });
    for (const [column, direction] of ORDER_BY[query.sort]) {
      builder.addOrderBy(`deal.${column}`, direction);
    }
    const [items, total] = await builder.take(query.limit).skip(query.offset).getManyAndCount();
    return { items, total };
  }
}
