export { ConfigError } from './config-error';
export { bootOrExit, serveOrExit, type RunningServer } from './boot/boot-or-exit';
export { loadConfig, type AppConfig } from './app-config';
export { loadWorkerConfig, type WorkerConfig } from './worker-config';
export type { DatabaseConfig } from './database-url';
export type { ImportSettings } from './import-settings';
export type { LogLevel, SharedSettings } from './shared-settings';
export type { MailSettings, MailTransportSettings } from './mail-settings';
export type { ImageStoreSettings } from './image-store-settings';
export type { PushIdentity, PushSettings } from './push-settings';
export {
  CHANNEL_VARIABLES,
  type BlueskySettings,
  type ChannelSettings,
  type ChannelsConfig,
  type DiscordSettings,
  type MastodonSettings,
  type TelegramSettings,
} from './channel-settings';
