import { forEachWithConcurrency } from '@deal-site/digest-delivery';
import { alertMatcher } from '@deal-site/deal-text';
import type { PushFanoutCounts, PushFanoutTrigger } from '@deal-site/queue-contract';
import { followsDeal, type PushFollower } from './push-follower';
import { pushPayload } from './push-payload';
import {
  PUSH_RETRY_POLICY,
  PUSH_SEND_TIMEOUT_MS,
  PUSH_TTL_SECONDS,
  pushServiceAgent,
  sendPushWithRetry,
  sendWithWebPush,
  type PushRetryPolicy,
  type SendPush,
  type VapidKeys,
} from './push-send';
import type { FanoutCounts, PushFanoutRecord, SqlPushStore } from './sql-push-store';

/** Deals that went live longer ago than the messages' TTL are not sent: they would be dropped anyway. */
export const FANOUT_WINDOW_MS = PUSH_TTL_SECONDS * 1000;
/** A claim still unsent after this was left by a sender that died (a send with its retries takes under a minute). */
export const ABANDONED_PUSH_CLAIM_MS = 2 * 60_000;
/** Messages in flight at once, across all followers of a deal. */
export const PUSH_SEND_CONCURRENCY = 8;

export interface PushFanoutLogger {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
}

export interface PushFanoutOptions {
  store: SqlPushStore;
  vapid: VapidKeys;
  /** Where the site answers: image URLs in the payload are absolute on it. */
  publicUrl: string;
  logger: PushFanoutLogger;
  /** web-push's sendNotification unless given. */
  send?: SendPush;
  retryPolicy?: PushRetryPolicy;
  /** IMPORT_ALLOW_PRIVATE_HOSTS: push services on loopback may be reached (tests). */
  allowLoopback?: boolean;
  concurrency?: number;
  timeoutMs?: number;
  now?: () => Date;
}

interface DealFanout {
  fanout: PushFanoutRecord;
  counts: FanoutCounts;
  /** A follower was neither sent, removed nor given up on: the next sweep takes the fan-out up. */
  unfinished: boolean;
}

const noCounts = (): PushFanoutCounts => ({ deals: 0, sent: 0, removed: 0, failed: 0 });

/**
 * One sweep (every 15 s, in the worker or the API): each live deal that went live within the last
 * 4 hours and whose fan-out is not finished goes to the followers who want it, each message
 * claimed in push_deliveries first, so a retry, a second worker or a restart never sends twice.
 */
export class PushFanoutRunner {
  private readonly now: () => Date;
  private readonly agent: ReturnType<typeof pushServiceAgent>;

  constructor(private readonly options: PushFanoutOptions) {
    this.now = options.now ?? (() => new Date());
    this.agent = pushServiceAgent(options.allowLoopback ?? false);
  }

  async run(
    trigger: PushFanoutTrigger,
    _owner: string | null = null,
    signal?: AbortSignal,
  ): Promise<PushFanoutCounts> {
    const { store, logger } = this.options;
    const counts = noCounts();
    const startedAt = this.now();
    const dealIds = await store.dealsToFanOut(
      new Date(startedAt.getTime() - FANOUT_WINDOW_MS),
      startedAt,
    );
    for (const dealId of dealIds) {
      signal?.throwIfAborted();
      const done = await this.fanOut(dealId, signal);
      if (!done) continue;
      counts.sent += done.counts.sent;
      counts.removed += done.counts.removed;
      counts.failed += done.counts.failed;
      await store.recordFanout(done.fanout.id, done.counts, done.unfinished ? null : this.now());
      if (!done.unfinished) counts.deals += 1;
    }
    if (counts.deals + counts.sent + counts.removed + counts.failed > 0)
      logger.info({ trigger, ...counts }, 'deal pushes sent');
    return counts;
  }

  private async fanOut(dealId: number, signal?: AbortSignal): Promise<DealFanout | null> {
    const { store, concurrency = PUSH_SEND_CONCURRENCY } = this.options;
    const now = this.now();
    const fanout = await store.startFanout(dealId, now);
    if (!fanout) return null;
    const done: DealFanout = {
      fanout,
      counts: { sent: 0, removed: 0, failed: 0 },
      unfinished: false,
    };
    const deal = await store.liveDeal(dealId, now);
    // Expired or deleted since the sweep began: nothing to send.
    if (!deal) return done;
    const matching = alertMatcher(deal);
    const followers = (
      await store.followers(fanout, new Date(now.getTime() - ABANDONED_PUSH_CLAIM_MS))
    ).filter((follower) => followsDeal(follower, deal, matching));
    await forEachWithConcurrency(followers, concurrency, async (follower) => {
      try {
        await this.sendTo(dealId, follower, done, signal);
      } catch (error) {
        done.unfinished = true;
        if (!signal?.aborted)
          this.options.logger.warn(
            { dealId, pushSubscriptionId: follower.id, err: error },
            'deal push not sent',
          );
      }
    });
    // A claim of a sender that died is taken over by a later sweep once it is abandoned.
    if (!done.unfinished && (await store.hasClaimsInFlight(dealId))) done.unfinished = true;
    return done;
  }

  private async sendTo(
    dealId: number,
    follower: PushFollower,
    done: DealFanout,
    signal?: AbortSignal,
  ): Promise<void> {
    const { store, vapid, publicUrl, logger } = this.options;
    if (signal?.aborted) throw signal.reason;
    const claimedAt = this.now();
    const abandonedBefore = new Date(claimedAt.getTime() - ABANDONED_PUSH_CLAIM_MS);
    if (!(await store.claim(dealId, follower.id, claimedAt, abandonedBefore))) return;
    // The deal as it stands now: an edit since the sweep began is sent, an expiry stops it.
    const deal = await store.liveDeal(dealId, this.now());
    if (!deal) {
      await store.releaseClaim(dealId, follower.id);
      return;
    }
    let outcome;
    try {
      outcome = await sendPushWithRetry(
        this.options.send ?? sendWithWebPush,
        { endpoint: follower.endpoint, keys: follower.keys },
        pushPayload(deal, publicUrl),
        {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          topic: `deal-${dealId}`,
          timeout: this.options.timeoutMs ?? PUSH_SEND_TIMEOUT_MS,
          agent: this.agent,
        },
        this.options.retryPolicy ?? PUSH_RETRY_POLICY,
        signal,
      );
    } catch (error) {
      // Stopped between two attempts: nothing was delivered, so the next sweep may send it.
      await store.releaseClaim(dealId, follower.id);
      throw error;
    }
    switch (outcome.kind) {
      case 'sent':
        await store.markSent(dealId, follower.id, this.now());
        done.counts.sent += 1;
        return;
      case 'gone':
        await store.removeSubscription(follower.id);
        done.counts.removed += 1;
        return;
      case 'failed':
        await store.markFailed(dealId, follower.id, this.now());
        done.counts.failed += 1;
        logger.warn(
          { dealId, pushSubscriptionId: follower.id, reason: outcome.reason },
          'deal push given up after its retries',
        );
        return;
    }
  }
}
