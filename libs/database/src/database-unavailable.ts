/** mysql2 and Node socket codes meaning the server cannot be reached or dropped the connection. */
const MYSQL_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_CONNECTION_KILLED',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_CLIENT_INTERACTION_TIMEOUT',
]);

/** better-sqlite3 codes (extended ones start the same): locked past busy_timeout, or the file unusable. */
const SQLITE_UNAVAILABLE_PREFIXES = [
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
];

/** mysql2 errors that carry no code: a command on a connection the server already closed, a pool timeout. */
const UNAVAILABLE_MESSAGES = [
  /connection is in closed state/i,
  /pool is closed/i,
  /(?:acquire|connect)\w* timeout/i,
];

function unavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (MYSQL_UNAVAILABLE_CODES.has(code)) return true;
    if (SQLITE_UNAVAILABLE_PREFIXES.some((prefix) => code.startsWith(prefix))) return true;
  }
  return (
    typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
  );
}

/** What an error wraps: TypeORM's driverError, an Error's cause, GraphQL's originalError, AggregateError's list. */
function wrapped(error: object): unknown[] {
  const { driverError, cause, originalError, errors } = error as Record<string, unknown>;
  return [
    driverError,
    cause,
    originalError,
    ...(Array.isArray(errors) ? (errors as unknown[]) : []),
  ];
}

/**
 * True when `error` (or what it wraps) says the database cannot be reached right now, as opposed to
 * a bad query or a broken rule: the server refused or dropped the connection, or SQLite stayed
 * locked past busy_timeout. Callers answer 503 and try again later instead of failing for good.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0 && seen.size < 20) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (unavailableItself(current)) return true;
    pending.push(...wrapped(current));
  }
  return false;
}
