import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Deal } from '../deal/deal.entity';

/**
 * The clicks one visitor (a daily salted hash, as for visits) gave one deal on one day in
 * SITE_TIMEZONE: summed per day for the charts, counted for unique clickers, and capped.
 */
@Entity({ name: 'deal_clicks' })
@Index('UQ_deal_clicks_deal_day_visitor', ['dealId', 'day', 'visitorHash'], { unique: true })
@Index('IDX_deal_clicks_day', ['day'])
export class DealClick {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'deal_id', type: 'int' })
  dealId!: number;

  // Deleting a deal deletes its click history with it.
  @ManyToOne(() => Deal, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'deal_id', foreignKeyConstraintName: 'FK_deal_clicks_deal' })
  deal?: Deal;

  @Column({ name: 'day', type: 'varchar', length: 10 })
  day!: string;

  @Column({ name: 'visitor_hash', type: 'varchar', length: 64 })
  visitorHash!: string;

  /** Counted clicks, never more than MAX_COUNTED_CLICKS_PER_VISITOR. */
  @Column({ name: 'clicks', type: 'int', default: 0 })
  clicks!: number;

  /** The `src` the visitor's first counted click of the day carried; null: the visitor's source. */
  @Column({ name: 'source', type: 'varchar', length: 64, nullable: true })
  source!: string | null;
}
