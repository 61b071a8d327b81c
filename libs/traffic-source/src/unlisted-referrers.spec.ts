import { unlistedReferrerOf } from './unlisted-referrers';

describe('unlistedReferrerOf', () => {
  it.each([['t.me'], ['telegram.me'], ['web.telegram.org'], ['org.telegram.messenger']])(
    'names %s Telegram',
    (host) => {
      expect(unlistedReferrerOf(host)).toEqual({ name: 'Telegram', group: 'social' });
    },
  );

  it('knows no other host', () => {
    expect(unlistedReferrerOf('www.google.com')).toBeNull();
  });
});
