import type { ChannelPostingCounts, ChannelPostingTrigger } from '@deal-site/queue-contract';
import {
  ChannelRateLimitedError,
  ChannelRefusedError,
  mayHaveBeenPosted,
  type ChannelName,
  type ChannelPoster,
} from './channel';
import type { ChannelImageReader } from './channel-image';
import { buildChannelPost } from './channel-post-builder';
import type { ChannelStanding, SqlChannelStore } from './sql-channel-store';

/** Deals that went live longer ago than this are news no longer: not posted on their own. */
export const CHANNEL_POST_WINDOW_MS = 4 * 60 * 60_000;
/** A post still 'posting' after this was left by a process that died mid-post. */
export const ABANDONED_CHANNEL_CLAIM_MS = 5 * 60_000;
/** Attempts of a post before it is given up on as 'failed'. */
export const MAX_CHANNEL_POST_ATTEMPTS = 5;
/** The waits after a transient error: 1, 2, 4 and 8 minutes. */
export const CHANNEL_RETRY_BASE_MS = 60_000;
/** One post's request may take this long before it counts as a transient error. */
export const CHANNEL_POST_TIMEOUT_MS = 30_000;
/** Posts (new, due or expiry edits) one sweep makes per channel at most; the rest wait 15 s. */
const POSTS_PER_SWEEP = 20;

export interface ChannelPostingLogger {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
}

export interface ChannelPostingOptions {
  store: SqlChannelStore;
  /** The configured channels; none: the runner does nothing. */
  posters: readonly ChannelPoster[];
  images: ChannelImageReader;
  /** Where the site answers: the posts link to its deal pages. */
  publicUrl: string;
  logger: ChannelPostingLogger;
  /** Tests only: shorter waits than 1, 2, 4, 8 minutes. */
  retryBaseMs?: number;
  timeoutMs?: number;
  now?: () => Date;
}

/** What became of one post attempt; a rate limit or a refusal stops the channel's sweep. */
type Attempt = 'posted' | 'waiting' | 'failed' | 'skipped' | 'stop-channel';

const noCounts = (): ChannelPostingCounts => ({ posted: 0, waiting: 0, failed: 0, expired: 0 });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The wait before attempt `attempts + 1`, after `attempts` transient failures: 1, 2, 4, 8 × base. */
export function channelRetryDelayMs(attempts: number, baseMs = CHANNEL_RETRY_BASE_MS): number {
  return baseMs * 2 ** Math.max(0, attempts - 1);
}

/** Whether a channel may post now: not failing, and its rate limit's wait is over. */
export function channelMayPost(standing: ChannelStanding | undefined, now: Date): boolean {
  if (!standing) return true;
  if (standing.state === 'failing') return false;
  return standing.pausedUntil === null || standing.pausedUntil <= now;
}

/**
 * One sweep (every 15 s, in the worker or the API): for each configured channel that is neither
 * failing nor paused, its due retries, then the deals that went live within 4 hours and have no
 * post there yet, each claimed in channel_posts before it goes out, then the "Expired" edits.
 */
export class ChannelPostingRunner {
  private readonly now: () => Date;
  /** A restart clears a failing channel: the first sweep of this process marks them ready. */
  private readyOnStart: Promise<void> | null = null;

  constructor(private readonly options: ChannelPostingOptions) {
    this.now = options.now ?? (() => new Date());
  }

  get channels(): ChannelName[] {
    return this.options.posters.map((poster) => poster.name);
  }

  async run(
    trigger: ChannelPostingTrigger,
    _owner: string | null = null,
    signal?: AbortSignal,
  ): Promise<ChannelPostingCounts> {
    const { store, posters, logger } = this.options;
    const counts = noCounts();
    if (posters.length === 0) return counts;
    this.readyOnStart ??= this.markChannelsReady();
    await this.readyOnStart;
    const startedAt = this.now();
    const unknown = await store.markAbandonedUnknown(
      new Date(startedAt.getTime() - ABANDONED_CHANNEL_CLAIM_MS),
    );
    if (unknown > 0) logger.warn({ unknown }, 'channel posts left mid-post are now unknown');
    const standings = await store.standings();
    for (const poster of posters) {
      signal?.throwIfAborted();
      if (!channelMayPost(standings.get(poster.name), startedAt)) continue;
      await this.sweepChannel(poster, counts, signal);
    }
    if (counts.posted + counts.waiting + counts.failed + counts.expired > 0)
      logger.info({ trigger, ...counts }, 'deals posted to channels');
    return counts;
  }

  /** A restart clears a failing channel: the process gives each of its channels another try. */
  async markChannelsReady(): Promise<void> {
    for (const channel of this.channels) await this.options.store.markChannelReady(channel);
  }

  private async sweepChannel(
    poster: ChannelPoster,
    counts: ChannelPostingCounts,
    signal?: AbortSignal,
  ): Promise<void> {
    const { store } = this.options;
    const now = this.now();
    const due = await store.duePosts(poster.name, now, POSTS_PER_SWEEP);
    const fresh = await store.dealsToPost(
      poster.name,
      new Date(now.getTime() - CHANNEL_POST_WINDOW_MS),
      now,
      POSTS_PER_SWEEP,
    );
    const claims = [
      ...due.map((dealId) => ({
        dealId,
        claim: () => store.claimDue(dealId, poster.name, this.now()),
      })),
      ...fresh.map((dealId) => ({
        dealId,
        claim: () => store.claimNew(dealId, poster.name, this.now()),
      })),
    ];
    for (const { dealId, claim } of claims) {
      signal?.throwIfAborted();
      if (!(await claim())) continue;
      const attempt = await this.postClaimed(poster, dealId);
      if (attempt === 'posted') counts.posted += 1;
      else if (attempt === 'failed') counts.failed += 1;
      else if (attempt !== 'skipped') counts.waiting += 1;
      if (attempt === 'stop-channel') return;
    }
    await this.markExpiredPosts(poster, counts, signal);
  }

  /** Posts a claimed deal as it stands now, and records the outcome on its row and channel. */
  private async postClaimed(poster: ChannelPoster, dealId: number): Promise<Attempt> {
    const { store, images, publicUrl } = this.options;
    const channel = poster.name;
    const deal = await store.liveDeal(dealId, this.now());
    if (!deal) {
      await store.dropClaim(dealId, channel);
      return 'skipped';
    }
    try {
      const image = await images.read(deal.imageUrl, deal.title);
      const post = buildChannelPost(deal, channel, publicUrl, image);
      // Not the shutdown signal: a post half sent would end 'unknown'; a sweep stops between posts.
      const ref = await poster.post(
        post,
        AbortSignal.timeout(this.options.timeoutMs ?? CHANNEL_POST_TIMEOUT_MS),
      );
      await store.markPosted(dealId, channel, ref, this.now());
      return 'posted';
    } catch (error) {
      if (mayHaveBeenPosted(error) && !poster.dropsRepeats) {
        await store.markUnknown(
          dealId,
          channel,
          `no answer: ${messageOf(error)}; Retry posts it again`,
        );
        this.options.logger.warn(
          { channel, dealId, reason: messageOf(error) },
          'channel post may have gone out: left unknown, never posted again on its own',
        );
        return 'failed';
      }
      return this.recordFailure(poster.name, dealId, error);
    }
  }

  private async recordFailure(
    channel: ChannelName,
    dealId: number,
    error: unknown,
  ): Promise<Attempt> {
    const { store, logger } = this.options;
    const now = this.now();
    const message = messageOf(error);
    if (error instanceof ChannelRateLimitedError) {
      const until = new Date(now.getTime() + error.retryAfterMs);
      await store.markWaiting(dealId, channel, until, message, false);
      await store.pauseChannel(channel, until);
      logger.warn(
        { channel, dealId, retryAfterMs: error.retryAfterMs },
        'channel rate limit: paused',
      );
      return 'stop-channel';
    }
    if (error instanceof ChannelRefusedError) {
      await store.markWaiting(dealId, channel, now, message, false);
      await store.markChannelFailing(channel, message, now);
      logger.warn({ channel, dealId, reason: message }, 'channel refused: failing until a retry');
      return 'stop-channel';
    }
    const attempts = await store.attempts(dealId, channel);
    if (attempts >= MAX_CHANNEL_POST_ATTEMPTS) {
      await store.markFailed(dealId, channel, message);
      logger.warn({ channel, dealId, reason: message }, 'channel post given up after its attempts');
      return 'failed';
    }
    const wait = channelRetryDelayMs(attempts, this.options.retryBaseMs);
    await store.markWaiting(dealId, channel, new Date(now.getTime() + wait), message, true);
    logger.warn({ channel, dealId, reason: message, retryInMs: wait }, 'channel post not posted');
    return 'waiting';
  }

  /** Marks the posts of expired or deleted deals where the network can edit, each once. */
  private async markExpiredPosts(
    poster: ChannelPoster,
    counts: ChannelPostingCounts,
    signal?: AbortSignal,
  ): Promise<void> {
    const { store, logger } = this.options;
    const expired = await store.expiredPosts(poster.name, this.now(), POSTS_PER_SWEEP);
    for (const post of expired) {
      signal?.throwIfAborted();
      if (!(await store.claimExpiry(post.id, this.now()))) continue;
      // A network that cannot edit (Bluesky) leaves its posts: nothing more to do.
      if (!poster.markExpired) continue;
      try {
        await poster.markExpired(
          post.ref,
          AbortSignal.timeout(this.options.timeoutMs ?? CHANNEL_POST_TIMEOUT_MS),
        );
        counts.expired += 1;
      } catch (error) {
        if (error instanceof ChannelRateLimitedError) {
          await store.releaseExpiry(post.id);
          await store.pauseChannel(
            poster.name,
            new Date(this.now().getTime() + error.retryAfterMs),
          );
          return;
        }
        if (error instanceof ChannelRefusedError) {
          await store.releaseExpiry(post.id);
          await store.markChannelFailing(poster.name, error.message, this.now());
          return;
        }
        // An edit is a courtesy: one that fails otherwise is not tried every 15 s for ever.
        logger.warn(
          { channel: poster.name, dealId: post.dealId, reason: messageOf(error) },
          'channel post not marked expired',
        );
      }
    }
  }
}
