import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One import attempt. Written with plain SQL by @deal-site/deal-import (the worker has no
 * entities); this entity describes the table so migrations are checked against it.
 */
@Entity({ name: 'import_runs' })
@Index('IDX_import_runs_status_started', ['status', 'startedAt'])
export class ImportRunRow {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'triggered_by', type: 'varchar', length: 16 })
  triggeredBy!: string;

  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: string;

  @Column({ name: 'started_at', type: 'datetime', precision: 6 })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'datetime', precision: 6, nullable: true, default: null })
  finishedAt!: Date | null;

  @Column({ name: 'imported', type: 'int', default: 0 })
  imported!: number;

  @Column({ name: 'not_imported', type: 'int', default: 0 })
  notImported!: number;

  @Column({ name: 'message', type: 'text' })
  message!: string;

  /** JSON list of {postId, reason}. */
  @Column({ name: 'not_imported_reasons', type: 'text' })
  notImportedReasons!: string;
}
