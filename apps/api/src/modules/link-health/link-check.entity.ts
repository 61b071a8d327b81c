import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Deal } from '../deal/deal.entity';

/**
 * The latest check of one deal's affiliate link, replaced by each run as soon as that link is
 * done. Written with plain SQL by @deal-site/link-health (the worker has no entities); this
 * entity describes the table.
 */
@Entity({ name: 'link_checks' })
@Index('UQ_link_checks_deal', ['dealId'], { unique: true })
@Index('IDX_link_checks_status', ['status', 'checkedAt'])
export class LinkCheckRow {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'deal_id', type: 'int' })
  dealId!: number;

  // Deleting a deal deletes its check with it.
  @ManyToOne(() => Deal, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'deal_id', foreignKeyConstraintName: 'FK_link_checks_deal' })
  deal?: Deal;

  /** The run that wrote the row; a retried run skips the links it already checked. */
  @Column({ name: 'run_id', type: 'int', nullable: true, default: null })
  runId!: number | null;

  /** The link as checked: once the curator changes the deal's link, this check no longer applies. */
  @Column({ name: 'url', type: 'varchar', length: 2048 })
  url!: string;

  /** ok, broken, unknown or not-checked. */
  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: string;

  @Column({ name: 'http_status', type: 'int', nullable: true, default: null })
  httpStatus!: number | null;

  /** "404 Not Found", "redirects to the home page", "not a public address"… */
  @Column({ name: 'reason', type: 'varchar', length: 255 })
  reason!: string;

  @Column({ name: 'final_url', type: 'varchar', length: 2048 })
  finalUrl!: string;

  @Column({ name: 'checked_at', type: 'datetime', precision: 6 })
  checkedAt!: Date;
}
