import { AppError, type ErrorCode } from '../../common/app-error';

/** Failures of subscribing to push and unsubscribing; the code decides status and extensions.code. */
export class PushError extends AppError {
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(code, message, details);
    this.name = 'PushError';
  }
}

/** A refused input, `field` naming it as the schema's own refusals do (keys.p256dh, follows…). */
export const invalidPushInput = (field: string, message: string) =>
  new PushError('BAD_USER_INPUT', message, { field });

export const pushOff = () =>
  new PushError('SERVICE_UNAVAILABLE', 'Push notifications are off on this site.');

export const unknownPushToken = () =>
  new PushError('NOT_FOUND', 'No push subscription has this token; it may be gone already');

export const tooManyPushSubscriptions = (retryAfterSeconds: number) =>
  new PushError(
    'TOO_MANY_REQUESTS',
    `Too many push subscriptions from this address. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { retryAfter: retryAfterSeconds },
  );
