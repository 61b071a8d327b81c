import { createHash, randomBytes } from 'node:crypto';
import type { PushIdentity } from '@deal-site/server-config';
import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/is-unique-violation';
import type { LimitCounter, RateLimitStore } from '../auth/rate-limit-store';
import { Subscription } from '../subscription/subscription.entity';
import { refuseNonPublicEndpoint, type ResolveHost } from './push-endpoint-host';
import { PushFanoutRow } from './push-fanout.entity';
import {
  readPushSubscription,
  type PushFollows,
  type PushSubscribeInput,
  type ReadPushSubscription,
} from './push-subscription-input';
import { PushSubscriptionRow } from './push-subscription.entity';
import {
  invalidPushInput,
  pushOff,
  tooManyPushSubscriptions,
  unknownPushToken,
} from './push.errors';
import type { PushConfig, PushDelivery } from './push.types';

/** Subscriptions one client address may store or change per hour. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_ADDRESS = 20;
export const PUSH_SUBSCRIPTION_WINDOW_SECONDS = 60 * 60;
/** The fan-outs the admin sees. */
export const RECENT_FANOUTS = 10;

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface PushServiceOptions {
  push: PushIdentity | null;
  /** IMPORT_ALLOW_PRIVATE_HOSTS: tests' fake push services listen on loopback. */
  allowPrivateHosts: boolean;
  /** Tests only: how an endpoint's host name resolves. */
  resolveHost?: ResolveHost;
}

export interface PushSubscribeOutcome {
  token: string;
  follows: PushFollows;
  /** False when the endpoint was stored already: same token, follows replaced. */
  created: boolean;
}

const endpointHash = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/** 256 random bits, URL-safe: the only key to change or remove a push subscription. */
const newToken = () => randomBytes(32).toString('base64url');

/** Push subscriptions: storing what a browser follows, removing it, and the admin's figures. */
export class PushService {
  private readonly rows: Repository<PushSubscriptionRow>;
  private readonly perAddress: LimitCounter;

  constructor(
    private readonly dataSource: DataSource,
    rateLimits: RateLimitStore,
    private readonly options: PushServiceOptions,
  ) {
    this.rows = dataSource.getRepository(PushSubscriptionRow);
    this.perAddress = rateLimits.counter({
      keyPrefix: 'push_subscribe_address',
      points: MAX_PUSH_SUBSCRIPTIONS_PER_ADDRESS,
      windowSeconds: PUSH_SUBSCRIPTION_WINDOW_SECONDS,
    });
  }

  config(): PushConfig {
    return { enabled: this.options.push !== null, publicKey: this.options.push?.publicKey ?? null };
  }

  /**
   * Stores a browser's subscription, or replaces what a stored endpoint follows (same token).
   * The input's own rules are checked before the address's limit counts the request; the host's
   * addresses and the e-mail subscription after it. Nothing is stored on any refusal.
   */
  async subscribe(input: PushSubscribeInput, clientAddress: string): Promise<PushSubscribeOutcome> {
    if (!this.options.push) throw pushOff();
    const wanted = readPushSubscription(input);
    const retryAfter = await this.perAddress.take(clientAddress);
    if (retryAfter > 0) throw tooManyPushSubscriptions(retryAfter);
    await refuseNonPublicEndpoint(wanted.endpoint, {
      allowLoopback: this.options.allowPrivateHosts,
      resolve: this.options.resolveHost,
    });
    const subscriptionId = wanted.follows.alerts
      ? await this.alertSubscriptionId(wanted.subscriptionToken!)
      : null;
    const token = await this.store(wanted, subscriptionId);
    return { ...token, follows: wanted.follows };
  }

  /** Removes the subscription the token names; NOT_FOUND when there is none. */
  async unsubscribe(token: string): Promise<void> {
    if (!TOKEN_FORMAT.test(token)) throw unknownPushToken();
    const result = await this.rows.delete({ token });
    if (!result.affected) throw unknownPushToken();
  }

  async delivery(): Promise<PushDelivery> {
    const [followers, fanouts] = await Promise.all([
      this.rows.count(),
      this.dataSource
        .getRepository(PushFanoutRow)
        .createQueryBuilder('fanout')
        .innerJoin('fanout.deal', 'deal')
        .addSelect(['deal.id', 'deal.title'])
        .orderBy('fanout.startedAt', 'DESC')
        .addOrderBy('fanout.id', 'DESC')
        .take(RECENT_FANOUTS)
        .getMany(),
    ]);
    return {
      followers,
      recentFanouts: fanouts.map((fanout) => ({
        dealId: fanout.dealId,
        dealTitle: fanout.deal?.title ?? '',
        startedAt: fanout.startedAt,
        finishedAt: fanout.finishedAt,
        sent: fanout.sent,
        removed: fanout.removed,
        failed: fanout.failed,
      })),
    };
  }

  /** The e-mail subscription of the page /subscription/{token}, whose alerts are followed. */
  private async alertSubscriptionId(token: string): Promise<number> {
    const subscription = TOKEN_FORMAT.test(token)
      ? await this.dataSource
          .getRepository(Subscription)
          .findOne({ where: { unsubscribeToken: token }, select: { id: true } })
      : null;
    if (!subscription) {
      throw invalidPushInput('subscriptionToken', 'This subscription link is not valid');
    }
    return subscription.id;
  }

  /** Insert, or update the row of the same endpoint: the unique hash settles concurrent requests. */
  private async store(
    wanted: ReadPushSubscription,
    subscriptionId: number | null,
  ): Promise<{ token: string; created: boolean }> {
    const hash = endpointHash(wanted.endpoint);
    const fields = {
      p256dh: wanted.p256dh,
      auth: wanted.auth,
      followsAll: wanted.follows.all,
      followsSections: wanted.follows.sections.join(','),
      followsAlerts: wanted.follows.alerts,
      followsStores: wanted.follows.stores.join(','),
      subscriptionId,
    };
    const stored = await this.rows.findOne({
      where: { endpointHash: hash },
      select: { id: true, token: true },
    });
    if (stored) {
      await this.rows.update({ id: stored.id }, fields);
      return { token: stored.token, created: false };
    }
    const token = newToken();
    try {
      await this.rows.insert({
        ...fields,
        token,
        endpoint: wanted.endpoint,
        endpointHash: hash,
        createdAt: new Date(),
      });
      return { token, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent request stored the endpoint first: this one replaces its follows.
      return this.store(wanted, subscriptionId);
    }
  }
}
