import {
  CHANNEL_TEXTS,
  canRetry,
  channelDetail,
  channelHealth,
  channelHealthLabel,
  dealIdFrom,
  networkLabel,
  postDealName,
  postStateLabel,
  type ChannelStatusView,
} from './channel-texts';

const NOW = Date.parse('2026-12-02T08:00:00Z');
const formatDate = (iso: string) => `<${iso}>`;

const configured = (fields: Partial<ChannelStatusView> = {}): ChannelStatusView => ({
  name: 'discord',
  configured: true,
  variables: ['DISCORD_WEBHOOK_URL'],
  state: 'ready',
  lastError: null,
  failedAt: null,
  pausedUntil: null,
  ...fields,
});

describe('channel texts', () => {
  it('names the four networks, passing an unknown one through', () => {
    expect(['telegram', 'mastodon', 'bluesky', 'discord'].map(networkLabel)).toEqual([
      'Telegram',
      'Mastodon',
      'Bluesky',
      'Discord',
    ]);
    expect(networkLabel('threads')).toBe('threads');
  });

  it('tells how to turn on a network that is not configured', () => {
    const telegram: ChannelStatusView = {
      name: 'telegram',
      configured: false,
      variables: ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID', 'TELEGRAM_API_URL'],
    };
    expect(channelHealth(telegram, NOW)).toBe('not-configured');
    expect(channelHealthLabel('not-configured')).toBe('Not configured');
    expect(channelDetail(telegram, NOW, formatDate)).toBe(
      'Set TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID and TELEGRAM_API_URL in the server environment and restart it to post here.',
    );
    expect(
      channelDetail({ ...telegram, variables: ['DISCORD_WEBHOOK_URL'] }, NOW, formatDate),
    ).toMatch(/^Set DISCORD_WEBHOOK_URL in/);
  });

  it('says a ready network posts new deals', () => {
    expect(channelHealth(configured(), NOW)).toBe('ready');
    expect(channelDetail(configured(), NOW, formatDate)).toBe(
      'New deals are posted within a minute.',
    );
  });

  it('shows a failing network with its last error and when, in the given format', () => {
    const failing = configured({
      state: 'failing',
      lastError: '401 Unauthorized',
      failedAt: '2026-12-02T07:55:00.000Z',
    });
    expect(channelHealth(failing, NOW)).toBe('failing');
    expect(channelDetail(failing, NOW, formatDate)).toBe(
      'Nothing is posted since <2026-12-02T07:55:00.000Z>: 401 Unauthorized. Fix it, then Retry a post.',
    );
    expect(channelDetail(configured({ state: 'failing' }), NOW, formatDate)).toBe(
      'Nothing is posted. Fix it, then Retry a post.',
    );
  });

  it('shows a rate limit only while it lasts, and failing above paused', () => {
    const paused = configured({ pausedUntil: '2026-12-02T08:05:00.000Z' });
    expect(channelHealth(paused, NOW)).toBe('paused');
    expect(channelDetail(paused, NOW, formatDate)).toBe(
      'Rate-limited: paused until <2026-12-02T08:05:00.000Z>.',
    );
    expect(channelHealth(configured({ pausedUntil: '2026-12-02T07:59:59.000Z' }), NOW)).toBe(
      'ready',
    );
    expect(channelHealth({ ...paused, state: 'failing' }, NOW)).toBe('failing');
  });

  it('labels post states and offers Retry only where the curator must decide', () => {
    expect(postStateLabel('posted')).toBe('Posted');
    expect(postStateLabel('waiting')).toBe('Waiting to retry');
    expect(postStateLabel('unknown')).toBe('Unknown: may have been posted');
    expect(postStateLabel('scheduled')).toBe('scheduled');
    expect(['failed', 'unknown', 'waiting'].every(canRetry)).toBe(true);
    expect(['posted', 'posting'].some(canRetry)).toBe(false);
  });

  it('names a deleted deal by its id', () => {
    expect(postDealName({ dealId: 7, dealTitle: 'Desk lamp' })).toBe('Desk lamp');
    expect(postDealName({ dealId: 7, dealTitle: null })).toBe('Deal 7 (deleted)');
  });

  it('reads a deal id from the id itself or a link to the deal page', () => {
    expect(dealIdFrom(' 42 ')).toBe(42);
    expect(dealIdFrom('#42')).toBe(42);
    expect(dealIdFrom('https://deals.example.com/deals/42')).toBe(42);
    expect(dealIdFrom('https://deals.example.com/deals/42?src=telegram')).toBe(42);
    expect(dealIdFrom('/deals/42/')).toBe(42);
    expect(dealIdFrom('https://deals.example.com/go/42')).toBeNull();
    expect(dealIdFrom('0')).toBeNull();
    expect(dealIdFrom('4.2')).toBeNull();
    expect(dealIdFrom('')).toBeNull();
    expect(dealIdFrom('99999999999999999999')).toBeNull();
  });

  it('says what a retry or a post now did', () => {
    expect(CHANNEL_TEXTS.retryQueued('Desk lamp', 'mastodon')).toBe(
      '“Desk lamp” will be posted to Mastodon in a few seconds.',
    );
    expect(CHANNEL_TEXTS.postQueued(7, 'discord')).toBe(
      'Deal 7 will be posted to Discord in a few seconds.',
    );
    expect(CHANNEL_TEXTS.failed('bluesky', 'Deal 7 does not exist')).toBe(
      'Could not post to Bluesky: Deal 7 does not exist',
    );
    expect(CHANNEL_TEXTS.alreadyPosted('telegram')).toBe(
      'Nothing to do: it is already posted to Telegram, or being posted.',
    );
    expect(CHANNEL_TEXTS.failed('bluesky', undefined)).toBe(
      'Could not post to Bluesky. Please try again.',
    );
  });
});
