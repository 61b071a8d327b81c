import {
  ChannelRateLimitedError,
  ChannelRefusedError,
  type ChannelPost,
  type ChannelPoster,
  type PostedRef,
} from '../channel';
import { EXPIRED_PREFIX, fitPostLines, shortenToFit, utf16Length } from '../post-text';

export interface DiscordSettings {
  /** https://discord.com/api/webhooks/{id}/{token}, or a test server's. */
  webhookUrl: string;
  fetch?: typeof fetch;
}

/** Discord's limit on an embed's title; the "Expired: " edit keeps within it too. */
export const DISCORD_TITLE_LIMIT = 256;
export const DISCORD_DESCRIPTION_LIMIT = 4096;

/** When a 429 names no wait. */
const DEFAULT_RETRY_AFTER_MS = 5_000;
/** Discord's "Unknown Message": the post was deleted on Discord, so there is nothing to edit. */
const UNKNOWN_MESSAGE = 10008;

export interface DiscordEmbed {
  title: string;
  url: string;
  description: string;
  image?: { url: string };
}

interface DiscordMessage {
  id: string;
  channel_id?: string;
  guild_id?: string;
}

/** The embed: the title within its limit, then the price, code and store lines; the link is the title's. */
export function discordEmbed(post: ChannelPost): DiscordEmbed {
  const lines = fitPostLines(post, ({ title }) => utf16Length(title) <= DISCORD_TITLE_LIMIT);
  const embed: DiscordEmbed = {
    title: lines.title,
    url: lines.url,
    description: lines.details.join('\n').slice(0, DISCORD_DESCRIPTION_LIMIT),
  };
  if (post.image) embed.image = { url: post.image.url };
  return embed;
}

/** The embed of an expired deal's post: "Expired: " before its title, within the limit. */
export function expiredDiscordEmbed(embed: DiscordEmbed): DiscordEmbed {
  const title =
    shortenToFit(
      `${EXPIRED_PREFIX}${embed.title}`,
      (candidate) => utf16Length(candidate) <= DISCORD_TITLE_LIMIT,
    ) ?? EXPIRED_PREFIX.trim();
  return { ...embed, title };
}

/** Seconds in Retry-After or X-RateLimit-Reset-After (either may have decimals), else the body's. */
async function retryAfterMs(response: Response): Promise<number> {
  for (const header of ['retry-after', 'x-ratelimit-reset-after']) {
    const seconds = Number(response.headers.get(header));
    if (response.headers.has(header) && Number.isFinite(seconds) && seconds >= 0)
      return Math.ceil(seconds * 1000);
  }
  const body = (await response.json().catch(() => null)) as { retry_after?: unknown } | null;
  return typeof body?.retry_after === 'number'
    ? Math.ceil(body.retry_after * 1000)
    : DEFAULT_RETRY_AFTER_MS;
}

/** Posts through a channel's webhook: an embed linking the deal page; `?wait=true` answers the message. */
export class DiscordPoster implements ChannelPoster {
  readonly name = 'discord';
  private readonly webhookUrl: string;
  private readonly fetch: typeof fetch;

  constructor(settings: DiscordSettings) {
    this.webhookUrl = settings.webhookUrl.replace(/\/+$/, '');
    this.fetch = settings.fetch ?? globalThis.fetch;
  }

  async post(post: ChannelPost, signal?: AbortSignal): Promise<PostedRef> {
    const embed = discordEmbed(post);
    const response = await this.fetch(`${this.webhookUrl}?wait=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ embeds: [embed], allowed_mentions: { parse: [] } }),
      signal,
    });
    await this.refuseUnlessOk(response, 'post');
    const message = (await response.json()) as DiscordMessage;
    if (typeof message.id !== 'string') throw new Error('discord answered no message id');
    const remoteUrl =
      message.guild_id && message.channel_id
        ? `https://discord.com/channels/${message.guild_id}/${message.channel_id}/${message.id}`
        : null;
    // The embed as posted: the "Expired:" edit sends it back with its title changed.
    return { remoteId: message.id, remoteUrl, text: JSON.stringify(embed) };
  }

  async markExpired(ref: PostedRef, signal?: AbortSignal): Promise<void> {
    const embed = expiredDiscordEmbed(JSON.parse(ref.text) as DiscordEmbed);
    const response = await this.fetch(
      `${this.webhookUrl}/messages/${encodeURIComponent(ref.remoteId)}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ embeds: [embed] }),
        signal,
      },
    );
    if (response.status === 404) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null;
      if (body?.code === UNKNOWN_MESSAGE) return;
    }
    await this.refuseUnlessOk(response, 'edit');
  }

  private async refuseUnlessOk(response: Response, what: 'post' | 'edit'): Promise<void> {
    if (response.ok) return;
    if (response.status === 429)
      throw new ChannelRateLimitedError('discord', await retryAfterMs(response));
    const detail = await response.text().catch(() => '');
    const message = `discord refused the ${what}: HTTP ${response.status}${detail ? ` ${detail.slice(0, 200)}` : ''}`;
    // A deleted or wrong webhook, or a refused token, will not mend by retrying.
    if ([401, 403, 404].includes(response.status))
      throw new ChannelRefusedError('discord', message);
    throw new Error(message);
  }
}
