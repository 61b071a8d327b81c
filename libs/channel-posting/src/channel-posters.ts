import type { ChannelsConfig } from '@deal-site/server-config';
import type { ChannelPoster } from './channel';
import { BlueskyPoster } from './networks/bluesky';
import { DiscordPoster } from './networks/discord';
import { MastodonPoster } from './networks/mastodon';
import { TelegramPoster } from './networks/telegram';

/** A poster for each channel the configuration turns on, in the order they are swept. */
export function createChannelPosters(channels: ChannelsConfig): ChannelPoster[] {
  const posters: ChannelPoster[] = [];
  if (channels.telegram) posters.push(new TelegramPoster(channels.telegram));
  if (channels.mastodon) posters.push(new MastodonPoster(channels.mastodon));
  if (channels.bluesky) posters.push(new BlueskyPoster(channels.bluesky));
  if (channels.discord) posters.push(new DiscordPoster(channels.discord));
  return posters;
}
