import { ConfigError } from './config-error';
import { optional, readUrl, type Env } from './env-values';

export interface TelegramSettings {
  botToken: string;
  /** A channel's @name or numeric id. */
  chatId: string;
  apiUrl: string;
}

export interface MastodonSettings {
  url: string;
  accessToken: string;
}

export interface BlueskySettings {
  service: string;
  identifier: string;
  appPassword: string;
}

export interface DiscordSettings {
  webhookUrl: string;
}

/** Each network the curator posts deals to, null when its variables are not set. */
export interface ChannelsConfig {
  telegram: TelegramSettings | null;
  mastodon: MastodonSettings | null;
  bluesky: BlueskySettings | null;
  discord: DiscordSettings | null;
}

export interface ChannelSettings {
  channels: ChannelsConfig;
}

/** The variables that turn each channel on, all required together (the base URLs have defaults). */
export const CHANNEL_VARIABLES = {
  telegram: ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID'],
  mastodon: ['MASTODON_URL', 'MASTODON_ACCESS_TOKEN'],
  bluesky: ['BLUESKY_IDENTIFIER', 'BLUESKY_APP_PASSWORD'],
  discord: ['DISCORD_WEBHOOK_URL'],
} as const satisfies Record<keyof ChannelsConfig, readonly string[]>;

const HTTP = ['http:', 'https:'];
const DISCORD_WEBHOOK_PATH = /\/webhooks\/[^/]+\/[^/]+$/;

/** The channel's variables when all are set, null when none is; half of them is a mistake. */
function readAllOrNone(env: Env, channel: keyof ChannelsConfig): string[] | null {
  const names: readonly string[] = CHANNEL_VARIABLES[channel];
  const values = names.map((name) => optional(env, name));
  if (values.every((value) => value === null)) return null;
  const missing = names.filter((_, index) => values[index] === null);
  if (missing.length > 0) {
    throw new ConfigError(
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required with ${names
        .filter((name) => !missing.includes(name))
        .join(' and ')} to post deals to ${channel}`,
    );
  }
  return values as string[];
}

function readTelegram(env: Env): TelegramSettings | null {
  const apiUrl = readUrl(env, 'TELEGRAM_API_URL', HTTP, 'https://api.telegram.org');
  const values = readAllOrNone(env, 'telegram');
  if (!values) return null;
  const [botToken, chatId] = values;
  return { botToken, chatId, apiUrl };
}

function readMastodon(env: Env): MastodonSettings | null {
  const values = readAllOrNone(env, 'mastodon');
  if (!values) return null;
  return { url: readUrl(env, 'MASTODON_URL', HTTP, ''), accessToken: values[1] };
}

function readBluesky(env: Env): BlueskySettings | null {
  const service = readUrl(env, 'BLUESKY_SERVICE', HTTP, 'https://bsky.social');
  const values = readAllOrNone(env, 'bluesky');
  if (!values) return null;
  const [identifier, appPassword] = values;
  return { service, identifier, appPassword };
}

function readDiscord(env: Env): DiscordSettings | null {
  if (!readAllOrNone(env, 'discord')) return null;
  const webhookUrl = readUrl(env, 'DISCORD_WEBHOOK_URL', HTTP, '');
  if (!DISCORD_WEBHOOK_PATH.test(new URL(webhookUrl).pathname)) {
    throw new ConfigError('DISCORD_WEBHOOK_URL must end in /webhooks/<id>/<token>');
  }
  return { webhookUrl };
}

/** The channels deals are posted to: each on when its variables are set; secrets stay in the environment. */
export function readChannelSettings(env: Env): ChannelSettings {
  return {
    channels: {
      telegram: readTelegram(env),
      mastodon: readMastodon(env),
      bluesky: readBluesky(env),
      discord: readDiscord(env),
    },
  };
}
