import { randomBytes } from 'node:crypto';
import { toSqlDateTime, transactionInTurn } from '@deal-site/database';
import type { DataSource, Repository } from 'typeorm';
import type { Logger } from '../../logger';
import { DigestSendRow } from './digest-send.entity';
import { managePagePath } from './manage-page-path';
import type { MailDelivery } from './mail-delivery';
import { isUniqueViolation } from '../../common/is-unique-violation';
import type { LimitCounter, RateLimitStore } from '../auth/rate-limit-store';
import { Subscription, type SubscriptionFrequency } from './subscription.entity';
import {
  alreadySubscribed,
  tooManySubscriptions,
  unknownConfirmToken,
  unknownUnsubscribeToken,
} from './subscription.errors';
import { readFrequency, readSubscriberEmail } from './subscription-input';

/** Sign-ups one client address may make per hour: stops a script from filling the list. */
export const MAX_SUBSCRIPTIONS_PER_ADDRESS = 5;
export const SUBSCRIPTION_WINDOW_SECONDS = 60 * 60;

/** A pending address asking again gets its confirmation e-mail again, at most this often. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60 * 1000;

const LINK_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits, URL-safe: the only key to a subscription's unsubscribe or confirmation link. */
const newLinkToken = () => randomBytes(32).toString('base64url');

/** Mail, when configured: confirmations go out, and new subscriptions wait for them. */
export interface SubscriptionMail extends MailDelivery {
  publicUrl: string;
  postalAddress: string | null;
  logger: Logger;
}

export interface SubscribeOutcome {
  subscription: Subscription;
  /** False when a stored address asked again: a pending one, or a paused one now resumed. */
  created: boolean;
}

export interface SubscribeInput {
  email?: unknown;
  frequency?: unknown;
}

export class SubscriptionService {
  private readonly subscriptions: Repository<Subscription>;
  private readonly perAddress: LimitCounter;

  constructor(
    dataSource: DataSource,
    rateLimits: RateLimitStore,
    private readonly mail: SubscriptionMail | null = null,
  ) {
    this.subscriptions = dataSource.getRepository(Subscription);
    this.perAddress = rateLimits.counter({
      keyPrefix: 'subscribe_address',
      points: MAX_SUBSCRIPTIONS_PER_ADDRESS,
      windowSeconds: SUBSCRIPTION_WINDOW_SECONDS,
    });
  }

  /** True when new subscribers must confirm by e-mail. */
  get confirmationRequired(): boolean {
    return Boolean(this.mail?.mailer);
  }

  /**
   * Stores a new subscriber: active at once without mail, pending with a confirmation e-mail
   * when mail is configured. The unique index decides between concurrent sign-ups of one
   * address; an address already stored is answered by `subscribeAgain`. Malformed inputs are
   * refused before the limit counts them.
   */
  async subscribe(input: SubscribeInput, clientAddress: string): Promise<SubscribeOutcome> {
    const email = readSubscriberEmail(input.email);
    const frequency = readFrequency(input.frequency);
    const retryAfter = await this.perAddress.take(clientAddress);
    if (retryAfter > 0) throw tooManySubscriptions(retryAfter);
    const pending = this.confirmationRequired;
    let subscription: Subscription;
    try {
      subscription = await this.subscriptions.save(
        this.subscriptions.create({
          email,
          frequency,
          unsubscribeToken: newLinkToken(),
          status: pending ? 'pending' : 'active',
          confirmToken: pending ? newLinkToken() : null,
          confirmationSentAt: pending ? new Date() : null,
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const stored = await this.subscriptions.findOneBy({ email });
      if (!stored) throw error;
      return this.subscribeAgain(stored, frequency);
    }
    if (pending) await this.sendConfirmation(subscription);
    return { subscription, created: true };
  }

  /**
   * An address already stored asks again: a confirmed one hears its frequency (CONFLICT), a pending
   * one gets its confirmation again at most every 10 minutes, and a paused one starts over.
   */
  private async subscribeAgain(
    stored: Subscription,
    frequency: SubscriptionFrequency,
  ): Promise<SubscribeOutcome> {
    if (stored.status === 'paused') {
      const resumed = await this.resume(stored, frequency);
      if (resumed) return { subscription: resumed, created: false };
      // A concurrent ask resumed it first: answer as for the state it left.
      return this.subscribeAgain(
        await this.subscriptions.findOneByOrFail({ id: stored.id }),
        frequency,
      );
    }
    if (stored.status !== 'pending') throw alreadySubscribed(stored.frequency);
    if (await this.claimConfirmationMail(stored, 'pending')) await this.sendConfirmation(stored);
    return { subscription: stored, created: false };
  }

  /**
   * A subscription paused after its mail server refused it starts over when its address signs up
   * again: pending with a new confirmation link (active at once without mail), refusals forgotten,
   * at the frequency asked. Mail resumes only once the mailbox takes mail again and its owner
   * confirms. Null when another request resumed it first.
   */
  private async resume(
    stored: Subscription,
    frequency: SubscriptionFrequency,
  ): Promise<Subscription | null> {
    const pending = this.confirmationRequired;
    const result = await this.subscriptions.update(
      { id: stored.id, status: 'paused' },
      {
        frequency,
        status: pending ? 'pending' : 'active',
        consecutiveFailures: 0,
        confirmToken: pending ? newLinkToken() : stored.confirmToken,
        confirmationSentAt: pending ? new Date() : stored.confirmationSentAt,
      },
    );
    if (!result.affected) return null;
    const resumed = await this.subscriptions.findOneByOrFail({ id: stored.id });
    if (pending) await this.sendConfirmation(resumed);
    return resumed;
  }

  /**
   * A confirmed address asked a store page for that store's alert. Anyone may type an address, so
   * its owner adds the alert from an e-mail linking to their page with the store offered, sent at
   * most every 10 minutes. Null without mail, or when the address is not a confirmed subscriber:
   * nothing can be confirmed, and the caller answers as before.
   */
  async confirmStoreAlertByMail(
    input: SubscribeInput,
    store: { slug: string; name: string },
  ): Promise<Subscription | null> {
    if (!this.mail?.mailer) return null;
    const stored = await this.subscriptions.findOneBy({ email: readSubscriberEmail(input.email) });
    if (stored?.status !== 'active') return null;
    if (await this.claimConfirmationMail(stored, 'active')) {
      await this.sendConfirmation(stored, {
        path: `${managePagePath(stored.unsubscribeToken)}?store=${encodeURIComponent(store.slug)}`,
        store: store.name,
      });
    }
    return stored;
  }

  /**
   * Moves the sent-at mark forward only if 10 minutes have passed, so concurrent asks send once.
   * The mark is the last confirmation e-mail of either kind: the subscription's, or a store alert's.
   */
  private async claimConfirmationMail(
    subscription: Subscription,
    status: Subscription['status'],
  ): Promise<boolean> {
    const now = new Date();
    const result = await this.subscriptions
      .createQueryBuilder()
      .update()
      .set({ confirmationSentAt: now })
      .where('id = :id AND status = :status', { id: subscription.id, status })
      .andWhere('(confirmation_sent_at IS NULL OR confirmation_sent_at <= :due)', {
        due: toSqlDateTime(new Date(now.getTime() - CONFIRMATION_RESEND_INTERVAL_MS)),
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /**
   * The confirmation e-mail, of the subscription or of a store alert (`alert`: the path of the page
   * that offers it);
   * a failure is logged, and asking again after 10 minutes re-sends.
   */
  private async sendConfirmation(
    subscription: Subscription,
    alert?: { path: string; store: string },
  ): Promise<void> {
    if (!this.mail?.mailer || (!alert && !subscription.confirmToken)) return;
    const { mailer, renderers, publicUrl, postalAddress, logger } = this.mail;
    try {
      const rendered = await renderers.renderConfirmationEmail({
        confirmUrl: alert
          ? `${publicUrl}${alert.path}`
          : `${publicUrl}/subscribe/confirm/${subscription.confirmToken}`,
        frequency: subscription.frequency,
        store: alert?.store,
        publicUrl,
        postalAddress,
      });
      await mailer.send({ to: subscription.email, ...rendered });
    } catch (error) {
      logger.warn({ subscriptionId: subscription.id, err: error }, 'confirmation e-mail not sent');
    }
  }

  /** The subscription a confirmation link points at, unchanged; NOT_FOUND for a malformed or unknown token. */
  async findByConfirmToken(token: string): Promise<Subscription> {
    const subscription = LINK_TOKEN_FORMAT.test(token)
      ? await this.subscriptions.findOneBy({ confirmToken: token })
      : null;
    if (!subscription) throw unknownConfirmToken();
    return subscription;
  }

  /**
   * Confirms the subscription a confirmation link points at; confirming again changes nothing
   * and answers the same. NOT_FOUND for a malformed or unknown token.
   */
  async confirm(token: string): Promise<Subscription> {
    const subscription = await this.findByConfirmToken(token);
    if (subscription.status === 'pending') {
      await this.subscriptions.update(
        { id: subscription.id, status: 'pending' },
        { status: 'active', confirmedAt: new Date() },
      );
    }
    return this.subscriptions.findOneByOrFail({ id: subscription.id });
  }

  /** Every subscriber, newest first. */
  list(): Promise<Subscription[]> {
    return this.subscriptions.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The subscription an unsubscribe link points at; NOT_FOUND for a malformed or unknown token. */
  async findByToken(token: string): Promise<Subscription> {
    const subscription = LINK_TOKEN_FORMAT.test(token)
      ? await this.subscriptions.findOneBy({ unsubscribeToken: token })
      : null;
    if (!subscription) throw unknownUnsubscribeToken();
    return subscription;
  }

  /** Removes the subscription the link points at; answers the address that was removed. */
  /**
   * Removes the subscription the link points at, with its send log: MySQL may hand a deleted
   * row's id to a later subscriber after a restart, who must not inherit its sent digests.
   */
  async unsubscribe(token: string): Promise<string> {
    const { id, email } = await this.findByToken(token);
    await transactionInTurn(this.subscriptions.manager.connection, async (manager) => {
      const result = await manager.delete(Subscription, { id });
      if (!result.affected) throw unknownUnsubscribeToken();
      await manager.delete(DigestSendRow, { subscriptionId: id });
    });
    return email;
  }
}
