import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SubscriptionAlert } from '../src/modules/alert/subscription-alert.entity';
import { PushSubscriptionRow } from '../src/modules/push/push-subscription.entity';
import { Subscription } from '../src/modules/subscription/subscription.entity';
import type { FakeSubscription } from './fake-push-service';

export interface Follows {
  all?: boolean;
  sections?: ('today' | 'fashion' | 'favorites')[];
  alerts?: boolean;
  stores?: string[];
}

let sequence = 0;

/** A browser's push subscription stored as the subscription API stores it. */
export async function insertPushSubscription(
  dataSource: DataSource,
  subscription: FakeSubscription,
  { all = false, sections = [], alerts = false, stores = [] }: Follows,
  emailSubscriptionId: number | null = null,
): Promise<PushSubscriptionRow> {
  const repository = dataSource.getRepository(PushSubscriptionRow);
  return repository.save(
    repository.create({
      token: randomBytes(32).toString('base64url'),
      endpoint: subscription.endpoint,
      endpointHash: createHash('sha256').update(subscription.endpoint).digest('hex'),
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      followsAll: all,
      followsSections: sections.join(','),
      followsAlerts: alerts,
      followsStores: stores.join(','),
      subscriptionId: emailSubscriptionId,
      createdAt: new Date(),
      lastSuccessAt: null,
      lastFailureAt: null,
      failureCount: 0,
    }),
  );
}

/** A confirmed e-mail subscriber with these keyword/store alerts. */
export async function insertAlertSubscriber(
  dataSource: DataSource,
  alerts: { kind: 'keyword' | 'store'; value: string }[],
): Promise<Subscription> {
  sequence += 1;
  const subscriptions = dataSource.getRepository(Subscription);
  const row = await subscriptions.save(
    subscriptions.create({
      email: `push.alerts.${Date.now()}.${sequence}@example.com`,
      frequency: 'daily',
      unsubscribeToken: `p${String(sequence).padStart(6, '0')}${randomBytes(18).toString('hex')}`,
      status: 'active',
      confirmedAt: new Date(),
    }),
  );
  const repository = dataSource.getRepository(SubscriptionAlert);
  for (const { kind, value } of alerts)
    await repository.save(
      repository.create({
        subscriptionId: row.id,
        kind,
        value,
        frequency: 'instant',
        createdAt: new Date(),
      }),
    );
  return row;
}
