/** The codes a client can branch on; each maps to one GraphQL extensions.code and one HTTP status. */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An expected failure whose message is safe to show; anything else is masked. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badInput = (message: string, details?: Record<string, unknown>) =>
  new AppError('BAD_USER_INPUT', message, details);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
