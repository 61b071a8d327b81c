import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION_CODES = new Set([
  'ER_DUP_ENTRY', // MySQL / MariaDB
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
]);

/** True when a write failed on a unique index, on any supported dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && UNIQUE_VIOLATION_CODES.has(code);
}
