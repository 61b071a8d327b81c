import { deleteCouponCode, shownCouponCode } from './coupon-removal';

describe('deleteCouponCode', () => {
  it.each<[string, string, string]>([
    [
      'a line of its own',
      'Linen shirt\nUse code: LINEN20\nhttps://x.example.com',
      'Linen shirt\nhttps://x.example.com',
    ],
    [
      'inside a sentence',
      'Extra 20% off with code SAVE20 at checkout',
      'Extra 20% off with at checkout',
    ],
    ['decorated line', 'Boots\n👉 Coupon code: BOOTS-5 👈\nOnly today', 'Boots\nOnly today'],
    ['lower case', 'use coupon spring_sale today', 'today'],
    [
      'only the code shown: the first real one',
      'No code needed.\nCode: REAL1\nCode: LATER2',
      'No code needed.\nCode: LATER2',
    ],
  ])('%s', (_case, description, expected) => {
    expect(deleteCouponCode({ title: 'T', description })).toEqual({
      title: 'T',
      description: expected,
    });
  });

  it('leaves a description without a code as it is', () => {
    const fields = { title: 'Scarf', description: 'Wool, 30% off, no code needed' };
    expect(deleteCouponCode(fields)).toBe(fields);
  });

  it('removes a code from the title when the description has none', () => {
    expect(deleteCouponCode({ title: 'Boots code BOOTS5', description: 'Warm' })).toEqual({
      title: 'Boots',
      description: 'Warm',
    });
  });

  it('leaves no code for the card to show', () => {
    const fields = { title: 'Bag', description: 'Tote bag\nPromo code: TOTE10' };
    expect(shownCouponCode(fields)).toBe('TOTE10');
    expect(shownCouponCode(deleteCouponCode(fields))).toBeNull();
  });

  it('treats characters of the code literally', () => {
    expect(deleteCouponCode({ title: '', description: 'Code: A-B_C' }).description).toBe('');
  });
});
