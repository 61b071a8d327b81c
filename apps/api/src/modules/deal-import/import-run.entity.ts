import { Column, Entity, Index } from 'typeorm';
import { RunHistoryRow } from '../../common/run-history-row';

/**
 * One import attempt. Written with plain SQL by @deal-site/deal-import (the worker has no
 * entities); this entity describes the table so migrations are checked against it.
 */
@Entity({ name: 'import_runs' })
@Index('IDX_import_runs_status_started', ['status', 'startedAt'])
export class ImportRunRow extends RunHistoryRow {
  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: string;

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
