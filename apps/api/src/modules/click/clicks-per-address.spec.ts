import { ClicksPerAddress } from './clicks-per-address';

describe('ClicksPerAddress', () => {
  const day = '2026-11-28';

  it('takes counts up to the cap per address and deal, and takes them back', () => {
    const perAddress = new ClicksPerAddress(2);
    expect([1, 2, 3].map(() => perAddress.take(day, 7, '203.0.113.9'))).toEqual([
      true,
      true,
      false,
    ]);
    // Another deal, or another address, has counts of its own.
    expect(perAddress.take(day, 8, '203.0.113.9')).toBe(true);
    expect(perAddress.take(day, 7, 'fd00:1:0:5::')).toBe(true);
    perAddress.giveBack(day, 7, '203.0.113.9');
    expect([1, 2].map(() => perAddress.take(day, 7, '203.0.113.9'))).toEqual([true, false]);
  });

  it('starts every address again on a new site day', () => {
    const perAddress = new ClicksPerAddress(1);
    expect(perAddress.take(day, 7, '203.0.113.9')).toBe(true);
    expect(perAddress.take(day, 7, '203.0.113.9')).toBe(false);
    expect(perAddress.take('2026-11-29', 7, '203.0.113.9')).toBe(true);
    // A count given back for the day before changes nothing today.
    perAddress.giveBack(day, 7, '203.0.113.9');
    expect(perAddress.take('2026-11-29', 7, '203.0.113.9')).toBe(false);
  });
});
