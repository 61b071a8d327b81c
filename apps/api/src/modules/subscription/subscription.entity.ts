import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const SUBSCRIPTION_FREQUENCIES = ['daily', 'weekly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

@ObjectType('EmailSubscription', { description: 'A deal e-mail subscriber, as a curator sees it' })
@Entity({ name: 'subscriptions' })
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
}
