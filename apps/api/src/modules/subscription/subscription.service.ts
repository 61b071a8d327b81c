import { randomBytes } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../database/is-unique-violation';
import type { LimitCounter, RateLimitStore } from '../auth/rate-limit-store';
import { Subscription } from './subscription.entity';
import {
  alreadySubscribed,
  tooManySubscriptions,
  unknownUnsubscribeToken,
} from './subscription.errors';
import { readFrequency, readSubscriberEmail } from './subscription-input';

/** Sign-ups one client address may make per hour: stops a script from filling the list. */
export const MAX_SUBSCRIPTIONS_PER_ADDRESS = 5;
export const SUBSCRIPTION_WINDOW_SECONDS = 60 * 60;

const UNSUBSCRIBE_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits, URL-safe: the only key to a subscription's unsubscribe link. */
const newUnsubscribeToken = () => randomBytes(32).toString('base64url');

export interface SubscribeInput {
  email?: unknown;
  frequency?: unknown;
}

export class SubscriptionService {
  private readonly subscriptions: Repository<Subscription>;
  private readonly perAddress: LimitCounter;

  constructor(dataSource: DataSource, rateLimits: RateLimitStore) {
    this.subscriptions = dataSource.getRepository(Subscription);
    this.perAddress = rateLimits.counter({
      keyPrefix: 'subscribe_address',
      points: MAX_SUBSCRIPTIONS_PER_ADDRESS,
      windowSeconds: SUBSCRIPTION_WINDOW_SECONDS,
    });
  }

  /**
   * Stores a new subscriber. The unique index decides between concurrent sign-ups of one address;
   * the losers hear the stored frequency. Malformed inputs are refused before the limit counts them.
   */
  async subscribe(input: SubscribeInput, clientAddress: string): Promise<Subscription> {
    const email = readSubscriberEmail(input.email);
    const frequency = readFrequency(input.frequency);
    const retryAfter = await this.perAddress.take(clientAddress);
    if (retryAfter > 0) throw tooManySubscriptions(retryAfter);
    try {
      return await this.subscriptions.save(
        this.subscriptions.create({ email, frequency, unsubscribeToken: newUnsubscribeToken() }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const stored = await this.subscriptions.findOneBy({ email });
      if (!stored) throw error;
      throw alreadySubscribed(stored.frequency);
    }
  }

  /** Every subscriber, newest first. */
  list(): Promise<Subscription[]> {
    return this.subscriptions.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The subscription an unsubscribe link points at; NOT_FOUND for a malformed or unknown token. */
  async findByToken(token: string): Promise<Subscription> {
    const subscription = UNSUBSCRIBE_TOKEN_FORMAT.test(token)
      ? await this.subscriptions.findOneBy({ unsubscribeToken: token })
      : null;
    if (!subscription) throw unknownUnsubscribeToken();
    return subscription;
  }

  /** Removes the subscription the link points at; answers the address that was removed. */
  async unsubscribe(token: string): Promise<string> {
    const { id, email } = await this.findByToken(token);
    const result = await this.subscriptions.delete({ id });
    if (!result.affected) throw unknownUnsubscribeToken();
    return email;
  }
}
