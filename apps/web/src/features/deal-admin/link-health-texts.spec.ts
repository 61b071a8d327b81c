import { isWebAddress, linkCountsText } from './link-health-texts';

describe('linkCountsText', () => {
  it('counts every verdict, zeros included', () => {
    expect(linkCountsText({ ok: 12, broken: 2, unknown: 3, notChecked: 5 })).toBe(
      '12 ok · 2 broken · 3 unknown · 5 not checked',
    );
    expect(linkCountsText({ ok: 0, broken: 0, unknown: 0, notChecked: 0 })).toBe(
      '0 ok · 0 broken · 0 unknown · 0 not checked',
    );
  });
});

describe('isWebAddress', () => {
  it.each([
    ['https://shop.example/item', true],
    ['HTTP://shop.example/', true],
    ['javascript:alert(1)', false],
    ['ftp://files.example/x', false],
    ['not a link', false],
  ])('%s → %s', (url, expected) => {
    expect(isWebAddress(url)).toBe(expected);
  });
});
