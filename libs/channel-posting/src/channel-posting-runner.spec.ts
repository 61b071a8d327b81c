import {
  CHANNEL_RETRY_BASE_MS,
  MAX_CHANNEL_POST_ATTEMPTS,
  channelMayPost,
  channelRetryDelayMs,
} from './channel-posting-runner';
import type { ChannelStanding } from './sql-channel-store';

const standing = (fields: Partial<ChannelStanding>): ChannelStanding => ({
  channel: 'discord',
  state: 'ready',
  lastError: null,
  failedAt: null,
  pausedUntil: null,
  ...fields,
});

describe('channelRetryDelayMs', () => {
  it('waits 1, 2, 4 and 8 minutes after the first four failures; the fifth gives up', () => {
    expect([1, 2, 3, 4].map((attempts) => channelRetryDelayMs(attempts))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ]);
    expect(CHANNEL_RETRY_BASE_MS).toBe(60_000);
    expect(MAX_CHANNEL_POST_ATTEMPTS).toBe(5);
  });

  it('scales with a test base', () => {
    expect(channelRetryDelayMs(3, 100)).toBe(400);
  });
});

describe('channelMayPost', () => {
  const now = new Date('2026-12-02T08:00:00Z');

  it('lets a channel without a row or a ready one post', () => {
    expect(channelMayPost(undefined, now)).toBe(true);
    expect(channelMayPost(standing({}), now)).toBe(true);
  });

  it('holds a failing channel until its retry', () => {
    expect(channelMayPost(standing({ state: 'failing', lastError: 'HTTP 401' }), now)).toBe(false);
  });

  it('holds a paused channel until the rate limit is over', () => {
    expect(channelMayPost(standing({ pausedUntil: new Date(now.getTime() + 1) }), now)).toBe(false);
    expect(channelMayPost(standing({ pausedUntil: now }), now)).toBe(true);
  });
});
