import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A subscription's digest send log: one row per (subscription, period), claimed before the message goes out. The
 * unique index is what keeps a retried or doubled run, or a second worker, from sending one
 * subscriber the same digest twice. Written with plain SQL by @deal-site/digest-delivery.
 */
@Entity({ name: 'digest_sends' })
@Index('UQ_digest_sends_subscription_period', ['subscriptionId', 'period'], { unique: true })
export class DigestSendRow {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'subscription_id', type: 'int' })
  subscriptionId!: number;

  @Column({ name: 'period', type: 'varchar', length: 32 })
  period!: string;

  /** claimed, then sent, refused (5xx) or failed; a row left 'claimed' belongs to a killed run. */
  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: string;

  @Column({ name: 'deal_count', type: 'int', default: 0 })
  dealCount!: number;

  @Column({ name: 'claimed_at', type: 'datetime', precision: 6 })
  claimedAt!: Date;

  @Column({ name: 'finished_at', type: 'datetime', precision: 6, nullable: true, default: null })
  finishedAt!: Date | null;

  @Column({ name: 'error', type: 'varchar', length: 500, nullable: true, default: null })
  error!: string | null;

  /** The BullMQ job whose run claimed it; null for a run outside BullMQ ("Send now"). */
  @Column({ name: 'claimed_by', type: 'varchar', length: 100, nullable: true, default: null })
  claimedBy!: string | null;
}
