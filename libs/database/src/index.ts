export { connectionOptions } from './connection-options';
export { fromSqlDateTime, toSqlDateTime } from './sql-datetime';
export { isDatabaseUnavailable } from './database-unavailable';
export { liveDealCondition, liveDealParams } from './live-deals';
export { isUniqueViolation } from './unique-violation';
export { checkpointInBackground, type WalCheckpoints } from './wal-checkpoints';
export { startModuleWorker } from './module-worker';
export {
  ContentVersionMissingError,
  bumpContentVersion,
  transactionInTurn,
  writeVisibleChange,
} from './content-version';
