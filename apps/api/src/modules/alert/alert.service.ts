import { alertLabel, normalizeAlert, type AlertKind } from '@deal-site/deal-text';
import { transactionInTurn } from '@deal-site/database';
import type { DataSource, Repository } from 'typeorm';
import { AppError } from '../../common/app-error';
import { isUniqueViolation } from '../../common/is-unique-violation';
import type {
  SubscribeInput,
  SubscribeOutcome,
  SubscriptionService,
} from '../subscription/subscription.service';
import {
  SUBSCRIPTION_FREQUENCIES,
  type Subscription,
  type SubscriptionFrequency,
} from '../subscription/subscription.entity';
import { invalidFrequency } from '../subscription/subscription.errors';
import { alertAlreadyKept, invalidAlert, tooManyAlerts, unknownAlert } from './alert.errors';
import { SubscriptionAlert, type AlertFrequency } from './subscription-alert.entity';

/** Alerts one subscription may keep. */
export const MAX_ALERTS = 20;

const ALERT_KINDS: readonly AlertKind[] = ['keyword', 'store', 'section'];

export interface AlertRequest {
  kind: unknown;
  value: unknown;
  /** 'instant', or 'digest' for the subscriber's own digest (daily or weekly). */
  when: unknown;
}

export interface StoreSubscribeOutcome extends SubscribeOutcome {
  /** A confirmed address: the alert waits for its owner to add it from the e-mail just sent. */
  toConfirm: boolean;
}

export interface ManagedSubscription {
  subscription: Subscription;
  alerts: SubscriptionAlert[];
}

/**
 * A subscriber's alerts, reached through the token of the link in their e-mails (no account):
 * keywords, stores and sections, each sent instantly or folded into their digest.
 */
export class AlertService {
  private readonly alerts: Repository<SubscriptionAlert>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionService,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.alerts = dataSource.getRepository(SubscriptionAlert);
  }

  /** The subscription and its alerts, oldest first; NOT_FOUND for an unknown token. */
  async manage(token: string): Promise<ManagedSubscription> {
    const subscription = await this.subscriptions.findByToken(token);
    const alerts = await this.alerts.find({
      where: { subscriptionId: subscription.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return { subscription, alerts };
  }

  /** Adds an alert; a bad value, a 21st alert or one already kept changes nothing. */
  async add(token: string, request: AlertRequest): Promise<SubscriptionAlert> {
    const subscription = await this.subscriptions.findByToken(token);
    const kind = ALERT_KINDS.find((known) => known === request.kind);
    if (!kind) throw invalidAlert('Choose a keyword, a store or a section.', 'kind');
    const normalized = normalizeAlert(kind, typeof request.value === 'string' ? request.value : '');
    if ('error' in normalized) throw invalidAlert(normalized.error, 'value');
    const frequency = alertFrequency(request.when, subscription.frequency);
    return this.insert(subscription, kind, normalized.value, frequency);
  }

  /**
   * Subscribes from a store page with an instant alert of that store. A new or still unconfirmed
   * subscription gets the alert at once (its owner confirms before anything is sent). A confirmed
   * address is sent an e-mail whose link offers the alert on its page (`toConfirm`); without mail
   * it is CONFLICT, as for subscribe.
   */
  async subscribeToStore(
    input: SubscribeInput,
    store: unknown,
    clientAddress: string,
  ): Promise<StoreSubscribeOutcome> {
    const normalized = normalizeAlert('store', typeof store === 'string' ? store : '');
    if ('error' in normalized) throw invalidAlert(normalized.error, 'store');
    let outcome: SubscribeOutcome;
    try {
      outcome = await this.subscriptions.subscribe(input, clientAddress);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      const name = alertLabel({ kind: 'store', value: normalized.value });
      const confirmed = await this.subscriptions.confirmStoreAlertByMail(input, {
        slug: normalized.value,
        name,
      });
      if (!confirmed) throw error;
      return { subscription: confirmed, created: false, toConfirm: true };
    }
    const { subscription } = outcome;
    if (outcome.created || subscription.status === 'pending') {
      await this.insert(subscription, 'store', normalized.value, 'instant').catch(
        (error: unknown) => {
          // Asked twice before confirming: the alert is there already, which is what was asked.
          if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        },
      );
    }
    return { ...outcome, toConfirm: false };
  }

  private insert(
    subscription: Subscription,
    kind: AlertKind,
    value: string,
    frequency: AlertFrequency,
  ): Promise<SubscriptionAlert> {
    return transactionInTurn(this.dataSource, async (manager) => {
      const alerts = manager.getRepository(SubscriptionAlert);
      // Counted and added in one transaction; a race past the count adds at most one more.
      if ((await alerts.countBy({ subscriptionId: subscription.id })) >= MAX_ALERTS)
        throw tooManyAlerts(MAX_ALERTS);
      try {
        return await alerts.save(
          alerts.create({
            subscriptionId: subscription.id,
            kind,
            value,
            frequency,
            createdAt: this.now(),
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw alertAlreadyKept();
        throw error;
      }
    });
  }

  async remove(token: string, alertId: number): Promise<void> {
    const subscription = await this.subscriptions.findByToken(token);
    const { affected } = await this.alerts.delete({ id: alertId, subscriptionId: subscription.id });
    if (!affected) throw unknownAlert();
  }

  /** Changes the digest's frequency; alerts folded into the digest follow it. */
  async setFrequency(token: string, frequency: unknown): Promise<Subscription> {
    const subscription = await this.subscriptions.findByToken(token);
    const chosen = SUBSCRIPTION_FREQUENCIES.find((known) => known === frequency);
    if (!chosen) throw invalidFrequency();
    await transactionInTurn(this.dataSource, async (manager) => {
      await manager.update('subscriptions', { id: subscription.id }, { frequency: chosen });
      await manager
        .createQueryBuilder()
        .update(SubscriptionAlert)
        .set({ frequency: chosen })
        .where('subscription_id = :id AND frequency <> :instant', {
          id: subscription.id,
          instant: 'instant',
        })
        .execute();
    });
    return { ...subscription, frequency: chosen };
  }
}

/** 'instant' stays; 'digest' becomes the subscription's own frequency, so the digest carries it. */
function alertFrequency(when: unknown, digest: SubscriptionFrequency): AlertFrequency {
  if (when === 'instant') return 'instant';
  if (when === 'digest' || when === digest) return digest;
  throw invalidAlert('Choose instantly or in your digest.', 'when');
}
