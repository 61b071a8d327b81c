import { priceLabel } from './price-label';

// Prices are stored without the dollar sign, so a plain amount is shown as "Under $N";
// free text the curator typed ("2 for $10", "Free") is shown exactly as written.
describe('priceLabel', () => {
  it.each([
    ['valid percent wins over price', { price: '12.99', percentOff: 40 }, '40% OFF'],
    ['percent as form text', { price: '', percentOff: '25' }, '25% OFF'],
    ['plain amount', { price: '12.99', percentOff: null }, 'Under $12.99'],
    ['whole dollars', { price: '20', percentOff: null }, 'Under $20'],
    ['amount with thousands separator', { price: '1,299', percentOff: null }, 'Under $1,299'],
    ['stored with a stray dollar sign', { price: '$8.50', percentOff: null }, 'Under $8.50'],
    ['already says under', { price: 'under $15', percentOff: null }, 'under $15'],
    ['"Under" in any case', { price: 'UNDER 30', percentOff: null }, 'UNDER 30'],
    ['other free text as written', { price: '2 for $10', percentOff: null }, '2 for $10'],
    ['empty price, no percent', { price: '', percentOff: null }, 'Price Drop!'],
    ['price "0", no percent', { price: '0', percentOff: null }, 'Price Drop!'],
    ['price "0.00" counts as zero', { price: '0.00', percentOff: 0 }, 'Price Drop!'],
    ['missing price, invalid percent', { price: null, percentOff: 150 }, 'Price Drop!'],
    ['out-of-range percent falls to the price', { price: '9', percentOff: 0 }, 'Under $9'],
  ])('%s', (_case, deal, expected) => {
    expect(priceLabel(deal)).toBe(expected);
  });
});
