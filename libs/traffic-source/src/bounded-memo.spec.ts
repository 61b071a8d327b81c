import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('asks the function once per key', () => {
    const lengthOf = jest.fn((key: string) => key.length);
    const remembered = boundedMemo(lengthOf);
    expect(remembered('abc')).toBe(3);
    expect(remembered('abc')).toBe(3);
    expect(lengthOf).toHaveBeenCalledTimes(1);
  });

  it('remembers null answers too', () => {
    const nothing = jest.fn(() => null);
    const remembered = boundedMemo(nothing);
    remembered('x');
    remembered('x');
    expect(nothing).toHaveBeenCalledTimes(1);
  });

  it('starts again empty past its limit', () => {
    const lengthOf = jest.fn((key: string) => key.length);
    const remembered = boundedMemo(lengthOf, 2);
    remembered('a');
    remembered('bb');
    remembered('ccc');
    remembered('a');
    expect(lengthOf).toHaveBeenCalledTimes(4);
  });
});
