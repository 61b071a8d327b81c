import { numericKey } from './numeric-key';

describe('numericKey', () => {
  it('is a safe whole number, the same for the same text and number', () => {
    const key = numericKey('2001:db8:1:2::/64', 7);
    expect(Number.isSafeInteger(key)).toBe(true);
    expect(key).toBeGreaterThanOrEqual(0);
    expect(numericKey('2001:db8:1:2::/64', 7)).toBe(key);
  });

  it('tells apart texts and numbers that differ a little', () => {
    const keys = new Set<number>();
    for (let a = 0; a < 256; a += 1)
      for (let b = 0; b < 256; b += 1) keys.add(numericKey(`10.0.${a}.${b}`));
    for (let deal = 1; deal <= 1000; deal += 1) keys.add(numericKey('10.0.0.1', deal));
    expect(keys.size).toBe(256 * 256 + 1000);
  });
});
