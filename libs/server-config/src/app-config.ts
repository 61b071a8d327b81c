import { resolve } from 'node:path';
import { ConfigError } from './config-error';
import { readChannelSettings, type ChannelSettings } from './channel-settings';
import { readDataDir, readJwtSecret } from './data-dir';
import { readDatabase, type DatabaseConfig } from './database-url';
import { optional, readChoice, readPort, readUrl, type Env } from './env-values';
import { readImportSettings, type ImportSettings } from './import-settings';
import { readMailSettings, type MailSettings } from './mail-settings';
import { readPushSettings, type PushSettings } from './push-settings';
import { readSharedSettings, type SharedSettings } from './shared-settings';
import { readTrustProxy } from './trust-proxy';

/** The configuration of the API and of the operator command. */
export interface AppConfig
  extends SharedSettings, ImportSettings, MailSettings, PushSettings, ChannelSettings {
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  /** Express `trust proxy`: which peers' X-Forwarded-For decides the client address. */
  trustProxy: string[] | number;
  publicUrl: string;
  links: { donateUrl: string; socialGroupUrl: string; socialVideoUrl: string };
  /** 'built' serves WEB_DIST_DIR, 'dev' runs Vite's middleware, 'none' serves the API alone. */
  web: 'built' | 'dev' | 'none';
  /** The web app's build output (client/ and server/), resolved against the working directory. */
  webDistDir: string;
}

const DEFAULT_LINKS = {
  donateUrl: 'https://www.paypal.com/donate',
  socialGroupUrl: 'https://www.facebook.com/groups/',
  socialVideoUrl: 'https://www.tiktok.com/',
};

const WEB_MODES = ['built', 'dev', 'none'] as const;

function refuseRetiredVariables(env: Env): void {
  if (optional(env, 'CURATOR_USERNAMES')) {
    throw new ConfigError(
      'CURATOR_USERNAMES is no longer read: grant curator rights with "npm run curator -- grant <username>"',
    );
  }
}

function readLink(env: Env, name: string, fallback: string): string {
  return readUrl(env, name, ['https:', 'http:'], fallback);
}

export function loadConfig(env: Env = process.env): AppConfig {
  refuseRetiredVariables(env);
  const port = readPort(env);
  const dataDir = readDataDir(env);
  return {
    ...readSharedSettings(env),
    port,
    dataDir,
    database: readDatabase(env, dataDir),
    jwtSecret: readJwtSecret(env, dataDir),
    trustProxy: readTrustProxy(env),
    publicUrl: readUrl(env, 'PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port}`),
    ...readImportSettings(env),
    ...readMailSettings(env),
    ...readPushSettings(env, dataDir),
    ...readChannelSettings(env),
    links: {
      donateUrl: readLink(env, 'DONATE_URL', DEFAULT_LINKS.donateUrl),
      socialGroupUrl: readLink(env, 'SOCIAL_GROUP_URL', DEFAULT_LINKS.socialGroupUrl),
      socialVideoUrl: readLink(env, 'SOCIAL_VIDEO_URL', DEFAULT_LINKS.socialVideoUrl),
    },
    web: readChoice(env, 'WEB_MODE', WEB_MODES, 'built'),
    webDistDir: resolve(optional(env, 'WEB_DIST_DIR') ?? './dist/apps/web'),
  };
}
