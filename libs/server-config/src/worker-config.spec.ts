import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from './config-error';
import { loadWorkerConfig } from './worker-config';

describe('loadWorkerConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'worker-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reads REDIS_URL and falls back to the default prefix and time zone', () => {
    expect(loadWorkerConfig({ REDIS_URL: 'redis://cache:6379', DATA_DIR: dataDir })).toEqual({
      development: false,
      logLevel: 'info',
      redisUrl: 'redis://cache:6379',
      queuePrefix: 'bull',
      siteTimeZone: 'America/Chicago',
      dataDir,
      database: { dialect: 'sqlite', file: join(dataDir, 'deals.sqlite') },
      facebook: { pageId: null, accessToken: null, graphUrl: 'https://graph.facebook.com/v23.0' },
      importAllowPrivateHosts: false,
      publicUrl: 'http://localhost:3000',
      mail: null,
      mailPostalAddress: null,
      digestHour: 8,
      imageStore: { kind: 'disk' },
      push: null,
      pushOffReason: expect.stringMatching(/^push notifications are off/),
      channels: { telegram: null, mastodon: null, bluesky: null, discord: null },
    });
  });

  it('reads the database and the import settings as the API does', () => {
    const config = loadWorkerConfig({
      REDIS_URL: 'redis://cache:6379',
      DATA_DIR: dataDir,
      DATABASE_URL: 'mysql://deals:secret@db:3306/deals',
      FACEBOOK_PAGE_ID: 'bestdeals',
      FACEBOOK_ACCESS_TOKEN: 'token',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9999/v23.0',
      IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
    });
    expect(config).toMatchObject({
      database: { dialect: 'mysql', url: 'mysql://deals:secret@db:3306/deals' },
      facebook: {
        pageId: 'bestdeals',
        accessToken: 'token',
        graphUrl: 'http://127.0.0.1:9999/v23.0',
      },
      importAllowPrivateHosts: true,
    });
  });

  it('takes QUEUE_PREFIX and SITE_TIMEZONE when set', () => {
    const config = loadWorkerConfig({
      DATA_DIR: dataDir,
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
