import { DealCategory, type Deal } from '../deal/deal.entity';
import { DealSort } from '../deal/deal.inputs';
import type { DealListQuery } from '../deal/deal.service';
import { MORE_IN_SECTION_MAX, moreInSection } from './more-in-section';

const dealWithId = (id: number) => ({ id, category: DealCategory.FASHION }) as Deal;

function listing(ids: number[]) {
  const queries: DealListQuery[] = [];
  const list = (query: DealListQuery) => {
    queries.push(query);
    const items = ids.slice(0, query.limit).map(dealWithId);
    return Promise.resolve({ items, total: ids.length });
  };
  return { deals: { list }, queries };
}

describe('moreInSection', () => {
  it('lists the newest live deals of the same category, one more read than shown', async () => {
    const { deals, queries } = listing([9, 8, 7, 6, 5, 4]);
    const more = await moreInSection(deals, dealWithId(1), 4);
    expect(more.map((deal) => deal.id)).toEqual([9, 8, 7, 6]);
    expect(queries).toEqual([
      { category: DealCategory.FASHION, sort: DealSort.NEWEST, limit: 5, offset: 0 },
    ]);
  });

  it('leaves the deal itself out and still fills the row', async () => {
    const { deals } = listing([9, 8, 7, 6, 5]);
    const more = await moreInSection(deals, dealWithId(8), 4);
    expect(more.map((deal) => deal.id)).toEqual([9, 7, 6, 5]);
  });

  it('caps the limit and asks nothing for none', async () => {
    const { deals, queries } = listing([]);
    expect(await moreInSection(deals, dealWithId(1), 0)).toEqual([]);
    expect(queries).toEqual([]);
    await moreInSection(deals, dealWithId(1), 500);
    expect(queries[0].limit).toBe(MORE_IN_SECTION_MAX + 1);
  });
});
