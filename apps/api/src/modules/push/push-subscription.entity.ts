import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Subscription } from '../subscription/subscription.entity';

/** The sections a push follower may pick, in their stored order; `today` is the daily category. */
export const PUSH_SECTIONS = ['today', 'fashion', 'favorites'] as const;
export type PushSection = (typeof PUSH_SECTIONS)[number];

/**
 * One browser's push subscription and what it follows. Read and updated with plain SQL by the
 * fan-out (the worker has no entities); this entity describes the table.
 */
@Entity({ name: 'push_subscriptions' })
@Index('IDX_push_subscriptions_subscription', ['subscriptionId'])
export class PushSubscriptionRow {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  /** The secret the browser keeps to unsubscribe or change what it follows. */
  @Index('UQ_push_subscriptions_token', { unique: true })
  @Column({ name: 'token', type: 'varchar', length: 64 })
  token!: string;

  @Column({ name: 'endpoint', type: 'varchar', length: 1024 })
  endpoint!: string;

  /** sha256 hex of the endpoint (MySQL cannot index 1,024 utf8mb4 characters); varchar: SQLite's TypeORM has no char. */
  @Index('UQ_push_subscriptions_endpoint_hash', { unique: true })
  @Column({ name: 'endpoint_hash', type: 'varchar', length: 64 })
  endpointHash!: string;

  @Column({ name: 'p256dh', type: 'varchar', length: 128 })
  p256dh!: string;

  @Column({ name: 'auth', type: 'varchar', length: 64 })
  auth!: string;

  @Column({ name: 'follows_all', type: 'boolean', default: false })
  followsAll!: boolean;

  /** A comma list, a subset of PUSH_SECTIONS in their order; '' for none. */
  @Column({ name: 'follows_sections', type: 'varchar', length: 64, default: '' })
  followsSections!: string;

  @Column({ name: 'follows_alerts', type: 'boolean', default: false })
  followsAlerts!: boolean;

  /** A comma list of store slugs followed without an e-mail subscription; '' for none. */
  @Column({ name: 'follows_stores', type: 'varchar', length: 1024, default: '' })
  followsStores!: string;

  /** The e-mail subscription whose keyword and store alerts it follows. */
  @Column({ name: 'subscription_id', type: 'int', nullable: true, default: null })
  subscriptionId!: number | null;

  // Unsubscribing by e-mail keeps the push subscription, without its alerts.
  @ManyToOne(() => Subscription, { onDelete: 'SET NULL', createForeignKeyConstraints: true })
  @JoinColumn({
    name: 'subscription_id',
    foreignKeyConstraintName: 'FK_push_subscriptions_subscription',
  })
  subscription?: Subscription | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt!: Date;

  @Column({
    name: 'last_success_at',
    type: 'datetime',
    precision: 6,
    nullable: true,
    default: null,
  })
  lastSuccessAt!: Date | null;

  @Column({
    name: 'last_failure_at',
    type: 'datetime',
    precision: 6,
    nullable: true,
    default: null,
  })
  lastFailureAt!: Date | null;

  @Column({ name: 'failure_count', type: 'int', default: 0 })
  failureCount!: number;
}
