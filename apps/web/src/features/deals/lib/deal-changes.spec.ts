import type { DealCard_DealFragment } from '../../../gql/graphql';
import { applyDealChanges, createDealChangeStore } from './deal-changes';

function deal(id: string, title: string): DealCard_DealFragment {
  return {
    id,
    title,
    description: `${title} details`,
    price: '10',
    percentOff: null,
    affiliateLink: 'https://www.amazon.com/dp/B000000001',
    imageUrl: '',
    clicks: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    priceSetAt: '2025-01-01T00:00:00.000Z',
    store: null,
    expiresAt: null,
    expired: false,
    lowestPostedPrice: false,
  };
}

const skillet = deal('1', 'Cast iron skillet');
const kettle = deal('2', 'Electric kettle');
const lamp = deal('3', 'Desk lamp');

describe('applyDealChanges', () => {
  it('swaps in saved fields and leaves deleted deals out, keeping the order', () => {
    const store = createDealChangeStore();
    store.recordSaved({ ...kettle, title: 'Electric kettle, 1.7 l' });
    store.recordDeleted(skillet.id);

    expect(applyDealChanges([skillet, kettle, lamp], store.snapshot())).toEqual([
      { ...kettle, title: 'Electric kettle, 1.7 l' },
      lamp,
    ]);
  });

  it('gives back the very same list when none of its deals changed', () => {
    const store = createDealChangeStore();
    const deals = [skillet, lamp];
    expect(applyDealChanges(deals, store.snapshot())).toBe(deals);

    store.recordDeleted('99');
    expect(applyDealChanges(deals, store.snapshot())).toBe(deals);
  });

  it('keeps a deleted deal out even when a save of it comes first', () => {
    const store = createDealChangeStore();
    store.recordSaved({ ...lamp, title: 'Desk lamp, brass' });
    store.recordDeleted(lamp.id);

    expect(applyDealChanges([skillet, lamp], store.snapshot())).toEqual([skillet]);
  });
});

describe('createDealChangeStore', () => {
  it('tells its listeners of each change with a new snapshot, and stops once they leave', () => {
    const store = createDealChangeStore();
    const before = store.snapshot();
    const heard: number[] = [];
    const leave = store.subscribe(() => heard.push(store.snapshot().size));

    store.recordSaved(kettle);
    store.recordDeleted(skillet.id);
    leave();
    store.recordDeleted(lamp.id);

    expect(heard).toEqual([1, 2]);
    expect(before.size).toBe(0);
    expect(store.snapshot()).not.toBe(before);
  });
});
