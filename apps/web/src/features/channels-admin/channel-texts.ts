const NETWORK_LABEL: Record<string, string> = {
  telegram: 'Telegram',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  discord: 'Discord',
};

/** "Telegram", "Bluesky"; a network a newer server adds is shown by its own name. */
export function networkLabel(channel: string): string {
  return NETWORK_LABEL[channel] ?? channel;
}

/** What the admin needs to know of a network, as `channels` answers it. */
export interface ChannelStatusView {
  name: string;
  configured: boolean;
  variables: readonly string[];
  state?: string | null;
  lastError?: string | null;
  failedAt?: string | null;
  pausedUntil?: string | null;
}

export type ChannelHealth = 'not-configured' | 'ready' | 'failing' | 'paused';

/** A rate limit's pause counts only while it lasts; a failing network stays failing after it. */
export function channelHealth(channel: ChannelStatusView, now: number): ChannelHealth {
  if (!channel.configured) return 'not-configured';
  if (channel.state === 'failing') return 'failing';
  if (channel.pausedUntil && Date.parse(channel.pausedUntil) > now) return 'paused';
  return 'ready';
}

const HEALTH_LABEL: Record<ChannelHealth, string> = {
  'not-configured': 'Not configured',
  ready: 'Ready',
  failing: 'Failing',
  paused: 'Paused',
};

export function channelHealthLabel(health: ChannelHealth): string {
  return HEALTH_LABEL[health];
}

/** The sentence beside a network's state: how to turn it on, why it fails, or until when it waits. */
export function channelDetail(
  channel: ChannelStatusView,
  now: number,
  formatDate: (iso: string) => string,
): string {
  const health = channelHealth(channel, now);
  switch (health) {
    case 'not-configured':
      return `Set ${listOf(channel.variables)} in the server environment and restart it to post here.`;
    case 'failing': {
      const since = channel.failedAt ? ` since ${formatDate(channel.failedAt)}` : '';
      const error = channel.lastError ? `: ${channel.lastError}` : '';
      return `Nothing is posted${since}${error}. Fix it, then Retry a post.`;
    }
    case 'paused':
      return `Rate-limited: paused until ${formatDate(channel.pausedUntil as string)}.`;
    case 'ready':
      return 'New deals are posted within a minute.';
  }
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const POST_STATE_LABEL: Record<string, string> = {
  posting: 'Posting',
  waiting: 'Waiting to retry',
  posted: 'Posted',
  failed: 'Failed',
  unknown: 'Unknown: may have been posted',
};

export function postStateLabel(state: string): string {
  return POST_STATE_LABEL[state] ?? state;
}

/** Posted and in-flight rows are left alone; the others wait on the curator's word. */
export function canRetry(state: string): boolean {
  return state === 'failed' || state === 'unknown' || state === 'waiting';
}

/** The deal a post row is about; a deleted deal keeps its id only. */
export function postDealName(post: { dealId: number; dealTitle?: string | null }): string {
  return post.dealTitle ?? `Deal ${post.dealId} (deleted)`;
}

/** A deal's id from what the curator types: the id itself, or a link to the deal's page. */
export function dealIdFrom(input: string): number | null {
  const text = input.trim();
  const match = /^#?(\d+)$/.exec(text) ?? /\/deals\/(\d+)(?:[/?#]|$)/.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const CHANNEL_TEXTS = {
  loading: 'Loading channels…',
  loadFailed: (message: string) => `Could not load the channels (${message}).`,
  noPosts: 'No deal has been posted to a channel yet.',
  noneConfigured: 'No channel is configured, so there is nowhere to post.',
  dealIdInvalid: 'Enter a deal id, or paste a link to the deal’s page.',
  retrying: (title: string, channel: string) => `Retrying “${title}” on ${networkLabel(channel)}…`,
  retryQueued: (title: string, channel: string) =>
    `“${title}” will be posted to ${networkLabel(channel)} in a few seconds.`,
  posting: (dealId: number, channel: string) =>
    `Posting deal ${dealId} to ${networkLabel(channel)}…`,
  postQueued: (dealId: number, channel: string) =>
    `Deal ${dealId} will be posted to ${networkLabel(channel)} in a few seconds.`,
  alreadyPosted: (channel: string) =>
    `Nothing to do: it is already posted to ${networkLabel(channel)}, or being posted.`,
  failed: (channel: string, message: string | undefined) =>
    `Could not post to ${networkLabel(channel)}${message ? `: ${message}` : '. Please try again.'}`,
} as const;
