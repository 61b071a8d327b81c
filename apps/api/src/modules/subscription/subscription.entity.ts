import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const SUBSCRIPTION_FREQUENCIES = ['daily', 'weekly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/**
 * pending: waiting for the link in the confirmation e-mail (only while mail is configured);
 * active: confirmed, receives digests; paused: refused by the mail server 3 times in a row.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

@ObjectType('EmailSubscription', { description: 'A deal e-mail subscriber, as a curator sees it' })
@Entity({ name: 'subscriptions' })
@Index('IDX_subscriptions_status_frequency', ['status', 'frequency'])
export class Subscription {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  /** Trimmed and lower-cased, so the unique index holds one row per address. */
  @Field()
  @Index('UQ_subscriptions_email', { unique: true })
  @Column({ name: 'email', type: 'varchar', length: 254 })
  email!: string;

  @Field(() => String, { description: 'daily or weekly' })
  @Column({ name: 'frequency', type: 'varchar', length: 16 })
  frequency!: SubscriptionFrequency;

  /** The secret of the unsubscribe link; never answered by any API. */
  @Index('UQ_subscriptions_unsubscribe_token', { unique: true })
  @Column({ name: 'unsubscribe_token', type: 'varchar', length: 64 })
  unsubscribeToken!: string;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt!: Date;

  @Field(() => String, { description: 'pending (awaiting e-mail confirmation), active or paused' })
  @Column({ name: 'status', type: 'varchar', length: 16, default: 'active' })
  status!: SubscriptionStatus;

  /** The secret of the confirmation link, kept so following it again still answers. Never answered by any API. */
  @Index('UQ_subscriptions_confirm_token', { unique: true })
  @Column({ name: 'confirm_token', type: 'varchar', length: 64, nullable: true, default: null })
  confirmToken!: string | null;

  @Column({
    name: 'confirmation_sent_at',
    type: 'datetime',
    precision: 6,
    nullable: true,
    default: null,
  })
  confirmationSentAt!: Date | null;

  @Column({ name: 'confirmed_at', type: 'datetime', precision: 6, nullable: true, default: null })
  confirmedAt!: Date | null;

  /** The end of the window the last digest covered: the next one shows deals added after it. */
  @Column({ name: 'last_digest_at', type: 'datetime', precision: 6, nullable: true, default: null })
  lastDigestAt!: Date | null;

  /** Permanent refusals by the mail server in a row; the third pauses the subscription. */
  @Column({ name: 'consecutive_failures', type: 'int', default: 0 })
  consecutiveFailures!: number;
}
