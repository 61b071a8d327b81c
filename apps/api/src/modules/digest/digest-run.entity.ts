import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { RunHistoryRow } from '../../common/run-history-row';

/**
 * One digest run, as the admin's history shows it. Written with plain SQL by
 * @deal-site/digest-delivery (the worker has no entities); this entity describes the table.
 */
@ObjectType('DigestRun', { description: 'One run of the daily or weekly digest' })
@Entity({ name: 'digest_runs' })
@Index('IDX_digest_runs_started', ['startedAt'])
export class DigestRun extends RunHistoryRow {
  @Field(() => String, { description: 'daily or weekly' })
  @Column({ name: 'frequency', type: 'varchar', length: 16 })
  frequency!: string;

  /** The send-log period the run served, e.g. daily:2026-11-23 or weekly:2026-11-23. */
  @Column({ name: 'period', type: 'varchar', length: 32 })
  period!: string;

  @Field(() => Int)
  @Column({ name: 'sent', type: 'int', default: 0 })
  sent!: number;

  @Field(() => Int)
  @Column({ name: 'skipped', type: 'int', default: 0 })
  skipped!: number;

  @Field(() => Int)
  @Column({ name: 'failed', type: 'int', default: 0 })
  failed!: number;
}
