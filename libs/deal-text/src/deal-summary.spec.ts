import { dealSummary } from './deal-summary';

const ZONE = 'America/New_York';
const deal = {
  title: 'Trail boots, code TRAIL5',
  description: 'Waterproof. Use code HIKE20 at checkout.',
  price: '49.99',
  percentOff: null,
  priceSetAt: new Date('2026-11-27T20:05:00Z'),
};

describe('dealSummary', () => {
  it('gives the price badge, when the price was set and the code', () => {
    expect(dealSummary(deal, ZONE)).toEqual({
      priceLabel: 'Under $49.99',
      priceAsOf: 'Nov 27, 2026, 3:05 PM',
      code: 'HIKE20',
    });
  });

  it('reads the price time from an ISO string as from a Date', () => {
    const fromText = dealSummary({ ...deal, priceSetAt: '2026-11-27T20:05:00.000Z' }, ZONE);
    expect(fromText).toEqual(dealSummary(deal, ZONE));
  });

  it('takes the code from the title when the description has none', () => {
    expect(dealSummary({ ...deal, description: 'Waterproof.' }, ZONE).code).toBe('TRAIL5');
  });

  it('gives no price time and no code when the deal has neither', () => {
    const plain = { ...deal, title: 'Boots', description: '', price: '', percentOff: 30 };
    expect(dealSummary(plain, ZONE)).toEqual({
      priceLabel: '30% OFF',
      priceAsOf: null,
      code: null,
    });
  });
});
