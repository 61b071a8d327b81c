import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config';
import { ConfigError } from './config-error';

describe('loadConfig', () => {
  let dataDir: string;
  const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'deals-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('defaults to SQLite in DATA_DIR, port 3000, Chicago time and in-process jobs', () => {
    const config = load();
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', file: join(dataDir, 'deals.sqlite') });
    expect(config.siteTimeZone).toBe('America/Chicago');
    expect(config.redisUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.facebook.graphUrl).toBe('https://graph.facebook.com/v23.0');
    expect(config.importAllowPrivateHosts).toBe(false);
    expect(config.queuePrefix).toBe('bull');
    expect(config.web).toBe('built');
    expect(config.webDistDir).toBe(join(process.cwd(), 'dist/apps/web'));
  });

  it.each([
    ['production', false],
    ['test', false],
    ['staging', false],
    [undefined, false],
    ['development', true],
  ])('with NODE_ENV=%s runs in development mode: %s (hardened otherwise)', (mode, development) => {
    expect(load({ NODE_ENV: mode as string }).development).toBe(development);
  });

  it('logs at info, silently under NODE_ENV=test, or at LOG_LEVEL', () => {
    expect(load().logLevel).toBe('info');
    expect(load({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(load({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('refuses CURATOR_USERNAMES with one line pointing at the curator command', () => {
    expect(() => load({ CURATOR_USERNAMES: 'alice' })).toThrow(
      /^CURATOR_USERNAMES is no longer read: grant curator rights with "npm run curator -- grant <username>"$/,
    );
  });

  it.each([
    ['DATABASE_URL', 'mysql://deals:hunter2-secret@db:3306'],
    ['DATABASE_URL', 'mysql://deals:hunter2-secret@db/deals%zz'],
    ['DATABASE_URL', 'mysql//deals:hunter2-secret@db/deals'],
    ['REDIS_URL', 'redis//:hunter2-secret@cache:6379'],
    ['REDIS_URL', 'http://:hunter2-secret@cache:6379'],
  ])('reports a malformed %s without its password', (name, url) => {
    expect(() => load({ [name]: url })).toThrow(ConfigError);
    expect(() => load({ [name]: url })).toThrow(new RegExp(`^${name} `));
    expect(() => load({ [name]: url })).not.toThrow(/hunter2/);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const first = load().jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(load().jwtSecret).toBe(first);
  });

  it('selects MySQL from DATABASE_URL and accepts mariadb: as an alias', () => {
    expect(load({ DATABASE_URL: 'mysql://u:p@db:3306/deals' }).database).toEqual({
      dialect: 'mysql',
      url: 'mysql://u:p@db:3306/deals',
    });
    expect(load({ DATABASE_URL: 'mariadb://u:p@db/deals' }).database).toEqual({
      dialect: 'mysql',
      url: 'mysql://u:p@db/deals',
    });
  });

  it('trusts only a loopback proxy unless TRUST_PROXY says otherwise', () => {
    expect(load().trustProxy).toEqual(['loopback']);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::1, uniquelocal' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '2001:db8::1',
      'uniquelocal',
    ]);
  });

  it.each(['true', '*', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', ','])(
    'refuses TRUST_PROXY=%s with one line naming it',
    (value) => {
      expect(() => load({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => load({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be/);
    },
  );

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a number/],
    [{ PORT: '70000' }, /^PORT must be a number/],
    [{ DATABASE_URL: 'postgres://x/y' }, /^DATABASE_URL must use mysql: or mariadb:/],
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL is not a valid URL/],
    [{ DATABASE_URL: 'mysql://host:3306' }, /^DATABASE_URL must name a database/],
    [{ DATABASE_URL: 'mysql:/%%%' }, /^DATABASE_URL is not a valid URL/],
    [{ DATABASE_URL: 'mysql://u:%zz@host/deals' }, /^DATABASE_URL is not a valid URL: bad percent/],
    [{ REDIS_URL: 'http://localhost:6379' }, /^REDIS_URL must use redis: or rediss:/],
    [{ SITE_TIMEZONE: 'Mars/Olympus' }, /^SITE_TIMEZONE is not an IANA time zone/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET must be at least 32 characters/],
    [{ PUBLIC_URL: 'ftp://example.com' }, /^PUBLIC_URL must use http: or https:/],
    [{ IMPORT_ALLOW_PRIVATE_HOSTS: 'maybe' }, /^IMPORT_ALLOW_PRIVATE_HOSTS must be true or false/],
    [{ DONATE_URL: 'javascript:alert(1)' }, /^DONATE_URL must use https: or http:/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of fatal, error, warn, info/],
    [{ QUEUE_PREFIX: 'has space' }, /^QUEUE_PREFIX may hold only/],
    [{ WEB_MODE: 'static' }, /^WEB_MODE must be one of built, dev, none/],
  ])('refuses %p with one clear line', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
