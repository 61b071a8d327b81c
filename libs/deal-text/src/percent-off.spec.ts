import { isValidPercentOff, parsePercentOff, percentOffOf } from './percent-off';

describe('parsePercentOff', () => {
  it.each([
    ['"N% off"', 'Now 40% off at Target', 40],
    ['"save N%"', 'Save 25% on socks', 25],
    ['"save up to N%"', 'save up to 70% sitewide', 70],
    ['"N% discount"', '15 % discount applied', 15],
    ['a badge "-N%"', '💥 -35% today', 35],
    ['a decimal percent', '12.5% off', 12.5],
    ['exactly 100', '100% off freebie', 100],
    ['earliest valid mention wins', 'Save 10% or 20% off with card', 10],
    ['an out-of-range mention is passed over', '150% off!! really 30% off', 30],
    ['a percent that is not a discount', '5% cash back with card', null],
    ['zero', '0% off', null],
    ['no percent', 'Great price', null],
    ['null text', null, null],
  ])('%s', (_case, text, expected) => {
    expect(parsePercentOff(text)).toBe(expected);
  });
});

describe('percentOffOf', () => {
  it.each([
    ['stored number in range', { percentOff: 40, description: '20% off' }, 40],
    ['stored text from a form', { percentOff: '25', description: null }, 25],
    ['stored zero falls back to the description', { percentOff: 0, description: 'Save 30%' }, 30],
    ['stored above 100 falls back', { percentOff: 120, description: '' }, null],
    ['stored negative falls back', { percentOff: -5, description: '10% off' }, 10],
    ['stored empty text falls back', { percentOff: '', description: '50% off' }, 50],
    ['nothing anywhere', { percentOff: null, description: 'A nice lamp' }, null],
  ])('%s', (_case, deal, expected) => {
    expect(percentOffOf(deal)).toBe(expected);
  });
});

describe('isValidPercentOff (server range: whole numbers 1..100)', () => {
  it.each([
    [1, true],
    [100, true],
    [55, true],
    [0, false],
    [101, false],
    [-3, false],
    [12.5, false],
    [Number.NaN, false],
    ['50', false],
    [null, false],
  ])('%p -> %p', (value, expected) => {
    expect(isValidPercentOff(value)).toBe(expected);
  });
});
