import { AppError, type ErrorCode } from '../../common/app-error';
import type { SubscriptionFrequency } from './subscription.entity';

/** Failures of subscribing and unsubscribing; the code decides status and extensions.code. */
export class SubscriptionError extends AppError {
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(code, message, details);
    this.name = 'SubscriptionError';
  }
}

export const invalidEmail = () =>
  new SubscriptionError('BAD_USER_INPUT', 'Enter a valid e-mail address', { field: 'email' });

export const invalidFrequency = () =>
  new SubscriptionError('BAD_USER_INPUT', 'frequency must be daily or weekly', {
    field: 'frequency',
  });

/** The stored frequency goes with the answer, so the visitor hears which e-mails they already get. */
export const alreadySubscribed = (frequency: SubscriptionFrequency) =>
  new SubscriptionError('CONFLICT', 'This e-mail address is already subscribed', { frequency });

export const tooManySubscriptions = (retryAfterSeconds: number) =>
  new SubscriptionError(
    'TOO_MANY_REQUESTS',
    `Too many subscriptions from this address. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { retryAfter: retryAfterSeconds },
  );

export const unknownUnsubscribeToken = () =>
  new SubscriptionError('NOT_FOUND', 'This unsubscribe link is not valid or was already used');

export const unknownConfirmToken = () =>
  new SubscriptionError('NOT_FOUND', 'This confirmation link is not valid');
