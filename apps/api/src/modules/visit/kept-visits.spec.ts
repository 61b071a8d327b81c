import { keptVisitsFormat } from './kept-visits';

describe('keptVisitsFormat', () => {
  it('turns queued visits into rows and back', () => {
    const visits = [
      { day: '2026-11-26', visitorHash: '0123456789abcdef' },
      { day: '2026-11-25', visitorHash: 'fedcba9876543210' },
    ];
    const rows = keptVisitsFormat.toRows(visits);
    expect(rows).toEqual([
      ['2026-11-26', '0123456789abcdef'],
      ['2026-11-25', 'fedcba9876543210'],
    ]);
    expect(keptVisitsFormat.fromRows(JSON.parse(JSON.stringify(rows)) as unknown[])).toEqual(
      visits,
    );
  });

  it.each([
    ['a malformed day', ['26/11/2026', '0123456789abcdef']],
    ['a visitor hash that is not hex', ['2026-11-26', 'not-a-hash']],
    ['an extra field', ['2026-11-26', '0123456789abcdef', 1]],
    ['an object instead of a row', { day: '2026-11-26', visitorHash: '0123456789abcdef' }],
  ])('refuses a row with %s', (_, row) => {
    expect(() => keptVisitsFormat.fromRows([row])).toThrow(/\[day, visitor hash\]/);
  });
});
