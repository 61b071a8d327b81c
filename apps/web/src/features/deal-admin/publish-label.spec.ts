import { publishLabel } from './publish-label';

const NOW = Date.parse('2026-12-02T12:00:00Z');

describe('publishLabel', () => {
  it('says nothing of a public deal', () => {
    expect(publishLabel({ publishAt: null }, NOW, 'UTC')).toBeNull();
    expect(publishLabel({}, NOW, 'UTC')).toBeNull();
  });

  it('gives a scheduled deal its time in the site zone', () => {
    // Intl puts a narrow no-break space before AM in newer ICU data; \s takes either.
    expect(publishLabel({ publishAt: '2026-12-03T15:00:00Z' }, NOW, 'America/Chicago')).toMatch(
      /^Scheduled · Dec 3, 9:00\sAM$/,
    );
    expect(publishLabel({ publishAt: '2026-12-03T05:30:00Z' }, NOW, 'America/Chicago')).toMatch(
      /^Scheduled · Dec 2, 11:30\sPM$/,
    );
  });

  it('says nothing once the time has come, before the list is fetched again', () => {
    expect(publishLabel({ publishAt: '2026-12-02T12:00:00Z' }, NOW, 'UTC')).toBeNull();
    expect(publishLabel({ publishAt: '2026-12-02T11:59:00Z' }, NOW, 'UTC')).toBeNull();
  });
});
