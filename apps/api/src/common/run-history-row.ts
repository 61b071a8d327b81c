import { Field, ID, ObjectType } from 'type-graphql';
import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns every job's run history has (imports, digests, link checks): what started a run,
 * and when it started and finished. Each table keeps its own name, further columns and indexes.
 * An object type only so that GraphQL types inherit its fields: no query returns it.
 */
@ObjectType()
export abstract class RunHistoryRow {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Field(() => String, { description: 'schedule or manual' })
  @Column({ name: 'triggered_by', type: 'varchar', length: 16 })
  trigger!: string;

  @Field()
  @Column({ name: 'started_at', type: 'datetime', precision: 6 })
  startedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'null while running, or if its process died' })
  @Column({ name: 'finished_at', type: 'datetime', precision: 6, nullable: true, default: null })
  finishedAt!: Date | null;
}
