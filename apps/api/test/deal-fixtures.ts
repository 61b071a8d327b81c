import { dealIdentity, storedPrice, type NewImportedDeal } from '@deal-site/deal-import';
import type { DataSource } from 'typeorm';
import { Deal, DealCategory } from '../src/modules/deal/deal.entity';

let sequence = 0;

/**
 * Inserts a deal straight into the table, for tests that read. It gets the store and the price
 * value every write gives a deal (dealIdentity, storedPrice), unless `overrides` names them; its
 * product key stays as given, so only tests that ask for a price history get one.
 */
export async function insertDeal(
  dataSource: DataSource,
  overrides: Partial<Deal> = {},
): Promise<Deal> {
  sequence += 1;
  const repository = dataSource.getRepository(Deal);
  const deal = repository.create({
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
  });
  if (!('storeSlug' in overrides)) deal.storeSlug = dealIdentity(deal).storeSlug;
  if (!('priceAmount' in overrides)) Object.assign(deal, storedPrice(deal.price));
  return repository.save(deal);
}

/** A deal as the admin form sends it to POST /api/deals or createDeal (REST spelling of category). */
export function dealInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    title: `Posted deal ${sequence}`,
    description: 'Great price today, use code SAVE10',
    price: '$24.99',
    originalPrice: '$49.99',
    percentOff: 50,
    affiliateLink: 'https://www.amazon.com/dp/B0POSTED01',
    imageUrl: 'https://images.example/a.jpg\nhttps://images.example/b.jpg',
    tagline: 'Lowest price in months',
    category: 'fashion',
    ...overrides,
  };
}

/** Every deal row, in id order: compare two of these to prove that nothing changed. */
export async function dealTableSnapshot(dataSource: DataSource): Promise<string> {
  const rows = await dataSource.getRepository(Deal).find({ order: { id: 'ASC' } });
  return JSON.stringify(rows);
}

export function loadDeal(dataSource: DataSource, id: number | string): Promise<Deal | null> {
  return dataSource.getRepository(Deal).findOneBy({ id: Number(id) });
}

/** A post as the importer turns it into a deal, under the given Facebook post id. */
export function importedPost(sourcePostId: string): NewImportedDeal {
  return {
    sourcePostId,
    title: 'Imported kettle',
    description: 'Imported kettle',
    price: '$9.99',
    originalPrice: '',
    percentOff: null,
    affiliateLink: 'https://www.amazon.com/dp/B0IMPORT01',
    imageUrl: '',
    createdAt: new Date(),
    expiresAt: null,
  };
}
