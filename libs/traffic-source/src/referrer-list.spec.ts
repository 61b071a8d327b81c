import { listedReferrerOf } from './referrer-list';

describe('listedReferrerOf', () => {
  it('finds an entry of the library list', () => {
    expect(listedReferrerOf(new URL('https://duckduckgo.com/?q=deals'))).toEqual({
      source: 'DuckDuckGo',
      medium: 'search',
    });
  });

  it('matches on the start of host and path', () => {
    expect(listedReferrerOf(new URL('https://google.com/imgres?imgurl=x'))?.source).toBe(
      'Google Images',
    );
  });

  it('finds nothing for a host the list lacks', () => {
    expect(listedReferrerOf(new URL('https://someblog.example.org/'))).toBeNull();
  });
});
