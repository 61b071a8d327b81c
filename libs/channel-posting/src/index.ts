export * from './channel';
export {
  buildChannelPost,
  channelPostUrl,
  channelStoreName,
  type ChannelDeal,
} from './channel-post-builder';
export { CHANNEL_IMAGE_MAX_WIDTH, ChannelImageReader } from './channel-image';
export {
  SqlChannelStore,
  type ChannelPostState,
  type ChannelStanding,
  type ExpiredPost,
  type RecentChannelPost,
} from './sql-channel-store';
export {
  ABANDONED_CHANNEL_CLAIM_MS,
  CHANNEL_POST_WINDOW_MS,
  CHANNEL_RETRY_BASE_MS,
  MAX_CHANNEL_POST_ATTEMPTS,
  ChannelPostingRunner,
  channelMayPost,
  channelRetryDelayMs,
  type ChannelPostingLogger,
  type ChannelPostingOptions,
} from './channel-posting-runner';
export { createChannelPosters } from './channel-posters';
export {
  DiscordPoster,
  discordEmbed,
  expiredDiscordEmbed,
  type DiscordEmbed,
} from './networks/discord';
export { TelegramPoster, telegramHtml } from './networks/telegram';
export { MastodonPoster } from './networks/mastodon';
export { BlueskyPoster } from './networks/bluesky';
