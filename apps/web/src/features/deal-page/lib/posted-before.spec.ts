import { postedBeforeRows } from './posted-before';

const posting = {
  dealId: '12',
  postedAt: '2026-03-01T03:30:00.000Z',
  price: '1,299.99',
  priceLabel: '$1,299.99',
  live: true,
};

describe('postedBeforeRows', () => {
  it("dates a posting in the site's zone, with its exact time beside", () => {
    expect(postedBeforeRows([posting], 'America/Chicago')).toEqual([
      {
        dealId: '12',
        postedAt: '2026-03-01T03:30:00.000Z',
        date: 'Feb 28, 2026',
        exactTime: 'Feb 28, 2026, 9:30 PM',
        price: '$1,299.99',
        live: true,
      },
    ]);
    expect(postedBeforeRows([posting], 'Europe/Berlin')[0].date).toBe('Mar 1, 2026');
  });

  it('shows a price that reads as no single amount as it was written', () => {
    const [freeText, empty] = postedBeforeRows(
      [
        { ...posting, price: '2 for $30', priceLabel: null, live: false },
        { ...posting, price: ' ', priceLabel: null },
      ],
      'UTC',
    );
    expect(freeText).toMatchObject({ price: '2 for $30', live: false });
    expect(empty.price).toBe('No price given');
  });
});
