import { priceFacts } from './price-facts';

const deal = (fields: Partial<Parameters<typeof priceFacts>[0]>) => ({
  price: '',
  percentOff: null,
  description: '',
  originalPrice: '',
  ...fields,
});

describe('priceFacts', () => {
  it('shows the price, the price before and the percent it saves', () => {
    expect(priceFacts(deal({ price: '34.99', originalPrice: '$59.99' }))).toEqual({
      price: 'Under $34.99',
      was: '$59.99',
      percentOff: '42% off',
    });
  });

  it('takes a percent written in the description before working one out', () => {
    const facts = priceFacts(
      deal({ price: '20', originalPrice: '40', description: 'Save 60% today' }),
    );
    expect(facts.percentOff).toBe('60% off');
  });

  it('does not repeat a percent the badge already shows', () => {
    expect(priceFacts(deal({ percentOff: 40, originalPrice: '50' }))).toEqual({
      price: '40% OFF',
      was: '$50',
      percentOff: null,
    });
  });

  it('leaves out a price before that is no plain amount above the price', () => {
    expect(priceFacts(deal({ price: '30', originalPrice: '25' })).was).toBeNull();
    expect(priceFacts(deal({ price: '30', originalPrice: 'call us' })).was).toBeNull();
    expect(priceFacts(deal({ price: '', originalPrice: '0' }))).toEqual({
      price: 'Price Drop!',
      was: null,
      percentOff: null,
    });
  });
});
