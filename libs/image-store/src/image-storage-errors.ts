/** Raised when the bucket cannot be reached or refuses service: the caller answers 503. */
export class ImageStorageUnavailableError extends Error {
  readonly retryAfterSeconds = 5;

  /** `reason` is short and never repeats a credential: an error's name and status, or its code. */
  constructor(action: string, reason: string, cause: unknown) {
    super(`image storage unavailable (${action}): ${reason}`, { cause });
    this.name = 'ImageStorageUnavailableError';
  }
}
