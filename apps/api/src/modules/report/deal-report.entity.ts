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
 * One address's report on one deal on one day in SITE_TIMEZONE: the address (an IPv6 /64) is kept
 * only as the statistics' daily salted hash, and its second report that day, from whatever
 * browser, changes nothing. The unique index holds that cap across every API process.
 */
@Entity({ name: 'deal_reports' })
@Index('UQ_deal_reports_deal_day_address', ['dealId', 'day', 'addressHash'], { unique: true })
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

  @Column({ name: 'address_hash', type: 'varchar', length: 16 })
  addressHash!: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt!: Date;

  /** When the curator dismissed it (or expired the deal); null while it is open. */
  @Column({ name: 'dismissed_at', type: 'datetime', precision: 6, nullable: true, default: null })
  dismissedAt!: Date | null;
}
