import { titleNumbers } from './title-numbers';

describe('titleNumbers', () => {
  it('gives titles that de-duplicate as one the same number, others their own', () => {
    const numberOf = titleNumbers();
    const lamp = numberOf('Desk Lamp');
    expect(lamp).toBeGreaterThan(0);
    expect(numberOf('  desk LAMP ')).toBe(lamp);
    const kettle = numberOf('Kettle');
    expect(kettle).not.toBe(lamp);
    expect(numberOf('kettle')).toBe(kettle);
  });

  it('numbers a deal without a title 0, which duplicates none', () => {
    const numberOf = titleNumbers();
    expect([numberOf(''), numberOf('   '), numberOf(null), numberOf(undefined)]).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it('tells titles apart by their text when their hashes are the same', () => {
    const numberOf = titleNumbers(() => 7);
    const [lamp, kettle] = [numberOf('Desk Lamp'), numberOf('Kettle')];
    expect(kettle).not.toBe(lamp);
    expect([numberOf('desk lamp'), numberOf('KETTLE')]).toEqual([lamp, kettle]);
  });

  it('numbers each read afresh', () => {
    const first = titleNumbers();
    first('Kettle');
    expect(titleNumbers()('Desk Lamp')).toBe(first('Desk Lamp') - 1);
  });
});
