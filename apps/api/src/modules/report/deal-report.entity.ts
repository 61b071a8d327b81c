import { registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Deal } from '../deal/deal.entity';

export enum DealReportKind {
  EXPIRED = 'expired',
  PRICE = 'price',
  LINK = 'link',
}
registerEnumType(DealReportKind, {
  name: 'DealReportKind',
  valuesConfig: {
    EXPIRED: { description: '"Report expired": the deal is over' },
    PRICE: { description: '"Price changed"' },
    LINK: { description: '"Link broken"' },
  },
});

/**
 * One visitor's report on one deal on one day in SITE_TIMEZONE: the visitor is the statistics'
 * daily salted hash, never an address, and a second report that day changes nothing.
 */
@Entity({ name: 'deal_reports' })
@Index('UQ_deal_reports_deal_day_visitor', ['dealId', 'day', 'visitorHash'], { unique: true })
@Index('IDX_deal_reports_open', ['dismissedAt', 'dealId'])
export class DealReport {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'deal_id', type: 'int' })
  dealId!: number;

  // Deleting a deal deletes its reports with it.
  @ManyToOne(() => Deal, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'deal_id', foreignKeyConstraintName: 'FK_deal_reports_deal' })
  deal?: Deal;

  @Column({ name: 'kind', type: 'varchar', length: 16 })
  kind!: DealReportKind;

  @Column({ name: 'day', type: 'varchar', length: 10 })
  day!: string;

  @Column({ name: 'visitor_hash', type: 'varchar', length: 16 })
  visitorHash!: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt!: Date;

  /** When the curator dismissed it (or expired the deal); null while it is open. */
  @Column({ name: 'dismissed_at', type: 'datetime', precision: 6, nullable: true, default: null })
  dismissedAt!: Date | null;
}
