import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { RunHistoryRow } from '../../common/run-history-row';

/**
 * One run of the link check. Written with plain SQL by @deal-site/link-health (the worker has no
 * entities); this entity describes the table.
 */
@ObjectType('LinkCheckRun', { description: 'One run of the link check' })
@Entity({ name: 'link_check_runs' })
@Index('IDX_link_check_runs_started', ['startedAt'])
@Index('IDX_link_check_runs_owner', ['owner', 'finishedAt'])
export class LinkCheckRunRow extends RunHistoryRow {
  /** `bullmq:<job id>`, whose later attempts take the unfinished run up; null in-process. */
  @Column({ name: 'owner', type: 'varchar', length: 64, nullable: true, default: null })
  owner!: string | null;

  @Field(() => Int, { description: 'Links the run checked, earlier attempts included' })
  @Column({ name: 'checked', type: 'int', default: 0 })
  checked!: number;

  @Field(() => Int)
  @Column({ name: 'ok', type: 'int', default: 0 })
  ok!: number;

  @Field(() => Int)
  @Column({ name: 'broken', type: 'int', default: 0 })
  broken!: number;

  @Field(() => Int)
  @Column({ name: 'unknown', type: 'int', default: 0 })
  unknown!: number;

  @Field(() => Int, { description: 'Links deliberately not fetched (Amazon, Walmart, Target)' })
  @Column({ name: 'not_checked', type: 'int', default: 0 })
  notChecked!: number;
}
