import { InvalidRedisUrlError, parseRedisUrl, redactRedisUrl } from './redis-url';

describe('parseRedisUrl', () => {
  it.each(['redis://localhost:6379', 'rediss://user:secret@cache.example.com:6380/2'])(
    'accepts %s',
    (url) => expect(parseRedisUrl(` ${url} `)).toBe(url),
  );

  it.each([
    ['not a url', /not a valid URL/],
    ['http://localhost:6379', /must use redis: or rediss:/],
    ['redis://', /must name a host/],
  ])('refuses %s', (url, reason) => {
    expect(() => parseRedisUrl(url)).toThrow(InvalidRedisUrlError);
    expect(() => parseRedisUrl(url)).toThrow(reason);
  });
});

describe('redactRedisUrl', () => {
  it('hides the password', () => {
    expect(redactRedisUrl('redis://user:secret@host:6379/0')).toBe('redis://user:***@host:6379/0');
    expect(redactRedisUrl('redis://host:6379')).toBe('redis://host:6379');
  });
});
