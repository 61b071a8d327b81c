import type { ChannelsConfig } from '@deal-site/server-config';
import type { ChannelPoster } from './channel';
import { DiscordPoster } from './networks/discord';

/** A poster for each channel the configuration turns on, in the order they are swept. */
export function createChannelPosters(channels: ChannelsConfig): ChannelPoster[] {
  const posters: ChannelPoster[] = [];
  if (channels.discord) posters.push(new DiscordPoster(channels.discord));
  return posters;
}
