import type { AlertKind } from '@deal-site/deal-text';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Subscription } from '../subscription/subscription.entity';

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** One keyword, store or section a subscriber wants to hear about, instantly or in a digest. */
@Entity({ name: 'subscription_alerts' })
@Index('UQ_subscription_alerts_rule', ['subscriptionId', 'kind', 'value'], { unique: true })
@Index('IDX_subscription_alerts_frequency', ['frequency', 'subscriptionId'])
export class SubscriptionAlert {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'subscription_id', type: 'int' })
  subscriptionId!: number;

  // Unsubscribing deletes the subscription and its alerts with it.
  @ManyToOne(() => Subscription, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({
    name: 'subscription_id',
    foreignKeyConstraintName: 'FK_subscription_alerts_subscription',
  })
  subscription?: Subscription;

  @Column({ name: 'kind', type: 'varchar', length: 16 })
  kind!: AlertKind;

  /** The normalised rule (normalizeAlert): a folded keyword, a store id or a section. */
  @Column({ name: 'value', type: 'varchar', length: 120 })
  value!: string;

  @Column({ name: 'frequency', type: 'varchar', length: 16 })
  frequency!: AlertFrequency;

  @Column({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt!: Date;
}
