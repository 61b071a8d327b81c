import { MAX_SOURCE_VALUE_LENGTH, normalizedSourceValue } from './source-value';

describe('normalizedSourceValue', () => {
  it.each([
    ['telegram', 'telegram'],
    ['  Email ', 'email'],
    ['Spring_Sale-2024', 'spring_sale-2024'],
    ['google+ads', 'google+ads'],
    ['black friday', 'black friday'],
    ['a   b', 'a b'],
    ['Ｅｍａｉｌ', 'email'],
    ['Новости', 'новости'],
    ['ニュース', 'ニュース'],
    ['deals😀', 'deals'],
    ['<script>alert("x")</script>', 'scriptalertx/script'],
    ['tele\u0000gr\nam', 'telegram'],
    ["o'reilly", 'oreilly'],
  ])('makes %j %j', (value, normalized) => {
    expect(normalizedSourceValue(value)).toBe(normalized);
  });

  it.each([[''], ['   '], ['<>"\''], [null], [undefined], [42], [{ src: 'x' }], [[]]])(
    'has nothing to count in %j',
    (value) => {
      expect(normalizedSourceValue(value)).toBeNull();
    },
  );

  it('takes the first of a repeated parameter', () => {
    expect(normalizedSourceValue(['Feed', 'email'])).toBe('feed');
    expect(normalizedSourceValue([7, 'email'])).toBeNull();
  });

  it('keeps at most 64 characters', () => {
    expect(normalizedSourceValue('x'.repeat(10_000))).toBe('x'.repeat(MAX_SOURCE_VALUE_LENGTH));
  });

  it('cuts between characters, never inside one', () => {
    // U+20000, a CJK letter that UTF-16 holds as two code units.
    const cut = normalizedSourceValue('\u{20000}'.repeat(100));
    expect(cut).toBe('\u{20000}'.repeat(MAX_SOURCE_VALUE_LENGTH));
    expect(cut).toHaveLength(2 * MAX_SOURCE_VALUE_LENGTH);
  });

  it('leaves no space at the end of a cut', () => {
    expect(normalizedSourceValue(`${'a'.repeat(63)} b`)).toBe('a'.repeat(63));
  });
});
