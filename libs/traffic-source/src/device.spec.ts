import { deviceOf } from './device';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';
const SAFARI_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80';
const SAMSUNG_INTERNET =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const SMART_TV =
  'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('deviceOf', () => {
  it.each([
    ['desktop Chrome on Windows', CHROME_WINDOWS, 'desktop', 'Chrome'],
    ['Safari on an iPhone', SAFARI_IPHONE, 'mobile', 'Safari'],
    ['Chrome on an Android phone', CHROME_ANDROID_PHONE, 'mobile', 'Chrome'],
    ['Safari on an iPad', SAFARI_IPAD, 'tablet', 'Safari'],
    ['Chrome on an Android tablet', CHROME_ANDROID_TABLET, 'tablet', 'Chrome'],
    ['Firefox on Windows', FIREFOX_WINDOWS, 'desktop', 'Firefox'],
    ['Firefox on Linux', FIREFOX_LINUX, 'desktop', 'Firefox'],
    ['Edge on Windows', EDGE_WINDOWS, 'desktop', 'Microsoft Edge'],
    ['Samsung Internet', SAMSUNG_INTERNET, 'mobile', 'Samsung Internet for Android'],
    // iPadOS asks for desktop pages with this very user agent; it cannot be told apart.
    ['Safari on a Mac', SAFARI_MAC, 'desktop', 'Safari'],
    ['a smart TV', SMART_TV, 'other', 'Samsung Internet for Android'],
    ['Googlebot', GOOGLEBOT, 'other', 'Googlebot'],
  ])('knows %s', (_label, userAgent, device, browser) => {
    expect(deviceOf(userAgent)).toEqual({ device, browser });
  });

  it.each([[''], ['   '], [null], [undefined]])('knows nothing of %j', (userAgent) => {
    expect(deviceOf(userAgent)).toEqual({ device: 'other', browser: 'Other' });
  });

  it.each([['curl/8.5.0'], ['python-requests/2.31.0'], ['Evil<script>/1.0 (x)']])(
    'names no browser after a word of %j',
    (userAgent) => {
      expect(deviceOf(userAgent).browser).toBe('Other');
    },
  );

  it('answers a repeated user agent from memory', () => {
    expect(deviceOf(CHROME_WINDOWS)).toBe(deviceOf(CHROME_WINDOWS));
  });

  it('reads a huge user agent without trouble', () => {
    expect(deviceOf(`${CHROME_WINDOWS} ${'x'.repeat(100_000)}`)).toEqual({
      device: 'desktop',
      browser: 'Chrome',
    });
  });
});
