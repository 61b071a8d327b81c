/**
 * How an import should react to a failed read: try again soon, wait for a rate limit to
 * lapse, or stop until a person fixes something (the message says what).
 */
export type SourceFailureKind = 'retry' | 'rate-limited' | 'unrecoverable';

export class SourceError extends Error {
  constructor(
    readonly kind: SourceFailureKind,
    message: string,
    /** How long the source asked us to wait, when it said so. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}
