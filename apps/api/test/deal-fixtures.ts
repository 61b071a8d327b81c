import type { DataSource } from 'typeorm';
import { Deal, DealCategory } from '../src/modules/deal/deal.entity';

let sequence = 0;

/** Inserts a deal straight into the table, for tests that read. */
export async function insertDeal(
  dataSource: DataSource,
  overrides: Partial<Deal> = {},
): Promise<Deal> {
  sequence += 1;
  const repository = dataSource.getRepository(Deal);
  return repository.save(
    repository.create({
      title: `Test deal ${sequence}`,
      description: `Description of test deal ${sequence}`,
      price: '19.99',
      originalPrice: '',
      percentOff: null,
      affiliateLink: `https://www.amazon.com/dp/B0TEST${String(sequence).padStart(4, '0')}`,
      imageUrl: '',
      tagline: '',
      category: DealCategory.DAILY,
      active: true,
      clicks: 0,
      userId: null,
      sourcePostId: null,
      ...overrides,
    }),
  );
}
