import { rememberRecent } from './recent-answers';

describe('rememberRecent', () => {
  it('works out each key once, null answers included, and starts again empty past its limit', () => {
    const asked: string[] = [];
    const lengthOrNull = rememberRecent((key: string) => {
      asked.push(key);
      return key === 'none' ? null : key.length;
    }, 2);
    expect([lengthOrNull('abc'), lengthOrNull('none'), lengthOrNull('abc')]).toEqual([3, null, 3]);
    expect(lengthOrNull('none')).toBeNull();
    expect(asked).toEqual(['abc', 'none']);

    expect(lengthOrNull('de')).toBe(2);
    expect(lengthOrNull('abc')).toBe(3);
    expect(asked).toEqual(['abc', 'none', 'de', 'abc']);
  });
});
