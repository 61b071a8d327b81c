import { ConfigError } from './config-error';
import { readChannelSettings } from './channel-settings';

describe('readChannelSettings', () => {
  it('turns no channel on without their variables', () => {
    expect(readChannelSettings({})).toEqual({
      channels: { telegram: null, mastodon: null, bluesky: null, discord: null },
    });
  });

  it('reads every channel, with the default base URLs', () => {
    expect(
      readChannelSettings({
        TELEGRAM_BOT_TOKEN: '123:abc',
        TELEGRAM_CHAT_ID: '@deals',
        MASTODON_URL: 'https://mastodon.example/',
        MASTODON_ACCESS_TOKEN: 'm-token',
        BLUESKY_IDENTIFIER: 'deals.bsky.social',
        BLUESKY_APP_PASSWORD: 'abcd-efgh',
        DISCORD_WEBHOOK_URL: 'https://discord.com/api/webhooks/42/secret',
      }).channels,
    ).toEqual({
      telegram: { botToken: '123:abc', chatId: '@deals', apiUrl: 'https://api.telegram.org' },
      mastodon: { url: 'https://mastodon.example', accessToken: 'm-token' },
      bluesky: {
        service: 'https://bsky.social',
        identifier: 'deals.bsky.social',
        appPassword: 'abcd-efgh',
      },
      discord: { webhookUrl: 'https://discord.com/api/webhooks/42/secret' },
    });
  });

  it('takes the base URLs tests point at a local server', () => {
    const { channels } = readChannelSettings({
      TELEGRAM_BOT_TOKEN: '123:abc',
      TELEGRAM_CHAT_ID: '-100200',
      TELEGRAM_API_URL: 'http://127.0.0.1:9001',
      BLUESKY_SERVICE: 'http://127.0.0.1:9002',
      BLUESKY_IDENTIFIER: 'deals.test',
      BLUESKY_APP_PASSWORD: 'pw',
    });
    expect(channels.telegram?.apiUrl).toBe('http://127.0.0.1:9001');
    expect(channels.bluesky?.service).toBe('http://127.0.0.1:9002');
  });

  it.each([
    [{ TELEGRAM_BOT_TOKEN: '123:abc' }, /^TELEGRAM_CHAT_ID is required with TELEGRAM_BOT_TOKEN/],
    [{ TELEGRAM_CHAT_ID: '@deals' }, /^TELEGRAM_BOT_TOKEN is required with TELEGRAM_CHAT_ID/],
    [{ MASTODON_URL: 'https://m.example' }, /^MASTODON_ACCESS_TOKEN is required with MASTODON_URL/],
    [{ BLUESKY_APP_PASSWORD: 'pw' }, /^BLUESKY_IDENTIFIER is required with BLUESKY_APP_PASSWORD/],
    [{ MASTODON_URL: 'ftp://m.example', MASTODON_ACCESS_TOKEN: 't' }, /^MASTODON_URL must use/],
    [{ TELEGRAM_API_URL: 'file:///tmp' }, /^TELEGRAM_API_URL must use/],
    [{ DISCORD_WEBHOOK_URL: 'https://discord.com/api' }, /^DISCORD_WEBHOOK_URL must end in/],
    [{ DISCORD_WEBHOOK_URL: 'discord' }, /^DISCORD_WEBHOOK_URL is not a valid URL/],
  ])('refuses %p with one clear line', (env, message) => {
    expect(() => readChannelSettings(env)).toThrow(ConfigError);
    expect(() => readChannelSettings(env)).toThrow(message);
  });

  it('never repeats a secret in its errors', () => {
    expect(() =>
      readChannelSettings({ DISCORD_WEBHOOK_URL: 'https://discord.com/hooks/42/s3cret' }),
    ).toThrow(/^(?!.*s3cret)/);
  });
});
