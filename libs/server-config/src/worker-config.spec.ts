import { ConfigError } from './config-error';
import { loadWorkerConfig } from './worker-config';

describe('loadWorkerConfig', () => {
  it('reads REDIS_URL and falls back to the default prefix and time zone', () => {
    expect(loadWorkerConfig({ REDIS_URL: 'redis://cache:6379' })).toEqual({
      development: false,
      logLevel: 'info',
      redisUrl: 'redis://cache:6379',
      queuePrefix: 'bull',
      siteTimeZone: 'America/Chicago',
    });
  });

  it('takes QUEUE_PREFIX and SITE_TIMEZONE when set', () => {
    const config = loadWorkerConfig({
      REDIS_URL: 'rediss://cache:6380',
      QUEUE_PREFIX: 'deals:{prod}',
      SITE_TIMEZONE: 'Europe/Berlin',
    });
    expect(config).toMatchObject({ queuePrefix: 'deals:{prod}', siteTimeZone: 'Europe/Berlin' });
  });

  it.each([
    [{}, /REDIS_URL is required/],
    [{ REDIS_URL: '   ' }, /REDIS_URL is required/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL must use redis: or rediss:/],
    [{ REDIS_URL: 'cache' }, /REDIS_URL is not a valid URL/],
    [{ REDIS_URL: 'redis://cache', SITE_TIMEZONE: 'Mars/Base' }, /SITE_TIMEZONE/],
    [{ REDIS_URL: 'redis://cache', QUEUE_PREFIX: 'has space' }, /QUEUE_PREFIX/],
  ])('refuses %j with one clear message', (env, reason) => {
    expect(() => loadWorkerConfig(env)).toThrow(ConfigError);
    expect(() => loadWorkerConfig(env)).toThrow(reason);
  });
});
