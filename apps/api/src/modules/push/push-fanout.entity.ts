import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Deal } from '../deal/deal.entity';

/**
 * One fan-out of a deal each time it goes live: the unique pair starts it once per going-live, and
 * a finished row means done. Written with plain SQL by the fan-out; the admin reads the counts.
 */
@Entity({ name: 'push_fanouts' })
@Index('UQ_push_fanouts_deal_live_since', ['dealId', 'liveSince'], { unique: true })
export class PushFanoutRow {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'deal_id', type: 'int' })
  dealId!: number;

  @ManyToOne(() => Deal, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'deal_id', foreignKeyConstraintName: 'FK_push_fanouts_deal' })
  deal?: Deal;

  /** The going-live this fan-out sends: the deal's COALESCE(live_since, created_at) then. */
  @Column({ name: 'live_since', type: 'datetime', precision: 6 })
  liveSince!: Date;

  @Column({ name: 'started_at', type: 'datetime', precision: 6 })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'datetime', precision: 6, nullable: true, default: null })
  finishedAt!: Date | null;

  @Column({ name: 'sent', type: 'int', default: 0 })
  sent!: number;

  /** Subscriptions the push service said were gone (404/410), deleted. */
  @Column({ name: 'removed', type: 'int', default: 0 })
  removed!: number;

  @Column({ name: 'failed', type: 'int', default: 0 })
  failed!: number;
}
