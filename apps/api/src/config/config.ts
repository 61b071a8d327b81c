import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'mysql'; url: string };

export interface AppConfig {
  production: boolean;
  /** NODE_ENV=development (`npm run dev`): enables the development quick-login. */
  development: boolean;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | null;
  jwtSecret: string;
  curatorUsernames: string[];
  siteTimeZone: string;
  /** Express `trust proxy`: which peers' X-Forwarded-For decides the client address. */
  trustProxy: string[] | number;
  publicUrl: string;
  facebook: { pageId: string | null; accessToken: string | null; graphUrl: string };
  importAllowPrivateHosts: boolean;
  links: { donateUrl: string; socialGroupUrl: string; socialVideoUrl: string };
}

/** Raised for a missing or malformed variable; main prints its one-line message and exits. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const DEFAULT_LINKS = {
  donateUrl: 'https://www.paypal.com/donate',
  socialGroupUrl: 'https://www.facebook.com/groups/',
  socialVideoUrl: 'https://www.tiktok.com/',
};

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function parsePort(env: Env): number {
  const raw = optional(env, 'PORT') ?? '3000';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

function parseUrl(env: Env, name: string, protocols: string[], fallback: string): string {
  const raw = optional(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${url.protocol}"`);
  }
  return raw.replace(/\/+$/, '');
}

function parseDatabase(env: Env, dataDir: string): DatabaseConfig {
  const raw = optional(env, 'DATABASE_URL');
  if (!raw) return { dialect: 'sqlite', file: join(dataDir, 'deals.sqlite') };
  const url = parseUrl(env, 'DATABASE_URL', ['mysql:', 'mariadb:'], raw);
  const parsed = new URL(url);
  try {
    [parsed.username, parsed.password, parsed.pathname].forEach((part) => decodeURIComponent(part));
  } catch {
    throw new ConfigError(`DATABASE_URL is not a valid URL: bad percent-encoding`);
  }
  if (!parsed.hostname) {
    throw new ConfigError('DATABASE_URL is not a valid URL: it names no host');
  }
  if (!parsed.pathname.replace('/', '')) {
    throw new ConfigError(
      'DATABASE_URL must name a database, e.g. mysql://user:pass@host:3306/deals',
    );
  }
  return { dialect: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') };
}

function parseTimeZone(env: Env): string {
  const zone = optional(env, 'SITE_TIMEZONE') ?? 'America/Chicago';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError(`SITE_TIMEZONE is not an IANA time zone: "${zone}"`);
  }
  return zone;
}

function parseBoolean(env: Env, name: string): boolean {
  const raw = (optional(env, name) ?? 'false').toLowerCase();
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (PROXY_KEYWORDS.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For is believed: a hop count or a comma list of addresses, CIDR
 * ranges and loopback/linklocal/uniquelocal. "Trust everyone" is refused: any client could then
 * pick the address the login and registration limits count.
 */
function parseTrustProxy(env: Env): string[] | number {
  const raw = optional(env, 'TRUST_PROXY') ?? 'loopback';
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; got "${raw}"`,
    );
  }
  return entries;
}

function ensureDataDir(dir: string): string {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`DATA_DIR "${dir}" cannot be created: ${(error as Error).message}`);
  }
  return dir;
}

/** A secret generated on first boot and kept in DATA_DIR, so sessions survive restarts. */
function persistentSecret(env: Env, dataDir: string): string {
  const fromEnv = optional(env, 'JWT_SECRET');
  if (fromEnv) {
    if (fromEnv.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return fromEnv;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = parsePort(env);
  const dataDir = ensureDataDir(resolve(optional(env, 'DATA_DIR') ?? './data'));
  return {
    production: env.NODE_ENV === 'production',
    development: env.NODE_ENV === 'development',
    port,
    dataDir,
    database: parseDatabase(env, dataDir),
    redisUrl: optional(env, 'REDIS_URL')
      ? parseUrl(env, 'REDIS_URL', ['redis:', 'rediss:'], '')
      : null,
    jwtSecret: persistentSecret(env, dataDir),
    curatorUsernames: (optional(env, 'CURATOR_USERNAMES') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    siteTimeZone: parseTimeZone(env),
    trustProxy: parseTrustProxy(env),
    publicUrl: parseUrl(env, 'PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port}`),
    facebook: {
      pageId: optional(env, 'FACEBOOK_PAGE_ID'),
      accessToken: optional(env, 'FACEBOOK_ACCESS_TOKEN'),
      graphUrl: parseUrl(
        env,
        'FACEBOOK_GRAPH_URL',
        ['http:', 'https:'],
        'https://graph.facebook.com/v23.0',
      ),
    },
    importAllowPrivateHosts: parseBoolean(env, 'IMPORT_ALLOW_PRIVATE_HOSTS'),
    links: {
      donateUrl: parseUrl(env, 'DONATE_URL', ['https:', 'http:'], DEFAULT_LINKS.donateUrl),
      socialGroupUrl: parseUrl(
        env,
        'SOCIAL_GROUP_URL',
        ['https:', 'http:'],
        DEFAULT_LINKS.socialGroupUrl,
      ),
      socialVideoUrl: parseUrl(
        env,
        'SOCIAL_VIDEO_URL',
        ['https:', 'http:'],
        DEFAULT_LINKS.socialVideoUrl,
      ),
    },
  };
}
