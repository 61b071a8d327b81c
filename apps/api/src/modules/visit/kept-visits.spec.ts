import { keptVisitsFormat } from './kept-visits';

const DIRECT = {
  sourceName: 'direct',
  sourceGroup: 'direct',
  sourceMedium: null,
  sourceCampaign: null,
  landingPath: '/',
  device: 'other',
  browser: 'Other',
};

describe('keptVisitsFormat', () => {
  it('turns queued visits into rows and back, attribution included', () => {
    const visits = [
      { ...DIRECT, day: '2026-11-26', visitorHash: '0123456789abcdef' },
      {
        day: '2026-11-25',
        visitorHash: 'fedcba9876543210',
        sourceName: 'newsletter',
        sourceGroup: 'campaign',
        sourceMedium: 'email',
        sourceCampaign: 'black friday',
        landingPath: '/deals/12',
        device: 'mobile',
        browser: 'Safari',
      },
    ];
    const rows = keptVisitsFormat.toRows(visits);
    expect(rows[1]).toEqual([
      '2026-11-25',
      'fedcba9876543210',
      'newsletter',
      'campaign',
      'email',
      'black friday',
      '/deals/12',
      'mobile',
      'Safari',
    ]);
    expect(keptVisitsFormat.fromRows(JSON.parse(JSON.stringify(rows)) as unknown[])).toEqual(
      visits,
    );
  });

  it('reads the rows of files written before attribution as direct visits landing on /', () => {
    expect(keptVisitsFormat.fromRows([['2026-11-26', '0123456789abcdef']])).toEqual([
      { ...DIRECT, day: '2026-11-26', visitorHash: '0123456789abcdef' },
    ]);
  });

  it.each([
    ['a malformed day', ['26/11/2026', '0123456789abcdef']],
    ['a visitor hash that is not hex', ['2026-11-26', 'not-a-hash']],
    ['an extra field', ['2026-11-26', '0123456789abcdef', 1]],
    [
      'an over-long source',
      ['2026-11-26', '0123456789abcdef', 'x'.repeat(65), 'site', null, null, '/', 'other', 'Other'],
    ],
    ['an object instead of a row', { day: '2026-11-26', visitorHash: '0123456789abcdef' }],
  ])('refuses a row with %s', (_, row) => {
    expect(() => keptVisitsFormat.fromRows([row])).toThrow(/\[day, visitor hash, …\]/);
  });
});
