import { trafficRange } from './traffic-range';

const TODAY = '2026-12-02';

describe('trafficRange', () => {
  it('covers the last 7 days by default, today included', () => {
    expect(trafficRange(TODAY, undefined, '')).toEqual({ from: '2026-11-26', to: TODAY });
  });

  it('reads one end alone with the default of the other', () => {
    expect(trafficRange(TODAY, '2026-11-01', null)).toEqual({ from: '2026-11-01', to: TODAY });
    expect(trafficRange(TODAY, null, '2026-11-10')).toEqual({
      from: '2026-11-04',
      to: '2026-11-10',
    });
  });

  it('takes up to 400 days, ends included', () => {
    expect(trafficRange(TODAY, '2025-10-29', TODAY)).toEqual({ from: '2025-10-29', to: TODAY });
  });

  it.each([
    ['a malformed day', '2026-13-01', TODAY, 'from'],
    ['a day that does not exist', '2026-02-30', TODAY, 'from'],
    ['a malformed end', '2026-11-01', 'yesterday', 'to'],
    ['from after to', '2026-11-10', '2026-11-09', 'from'],
    ['a range over 400 days', '2025-10-28', TODAY, 'from'],
  ])('refuses %s, naming the field', (_case, from, to, field) => {
    expect(() => trafficRange(TODAY, from, to)).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT', details: { field } }),
    );
  });
});
