import { isDatabaseUnavailable } from '@deal-site/database';
import { AppError } from './app-error';

/** How long clients are told to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot be reached: REST answers 503 `{message}` with Retry-After, GraphQL the
 * same status with code SERVICE_UNAVAILABLE, pages the last good render or a 503 page.
 */
export class DatabaseUnavailableError extends AppError {
  constructor(cause?: unknown) {
    super(
      'SERVICE_UNAVAILABLE',
      'The deals database is unavailable right now. Try again in a few seconds.',
      { retryAfter: DATABASE_RETRY_AFTER_SECONDS },
    );
    this.name = 'DatabaseUnavailableError';
    this.cause = cause;
  }

  /** Apollo reads these when this error escapes a plugin or the context: HTTP 503 with Retry-After. */
  get extensions() {
    return {
      code: this.code,
      ...this.details,
      http: {
        status: this.status,
        headers: new Map([['retry-after', String(DATABASE_RETRY_AFTER_SECONDS)]]),
      },
    };
  }
}

/** The error itself, or a DatabaseUnavailableError when it says the database cannot be reached. */
export function classifyDatabaseError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  return isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error;
}
