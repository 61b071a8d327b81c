export { connectionOptions } from './connection-options';
export { fromSqlDateTime, toSqlDateTime } from './sql-datetime';
export { isDatabaseUnavailable } from './database-unavailable';
