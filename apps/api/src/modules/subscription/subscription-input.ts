import { SUBSCRIPTION_FREQUENCIES, type SubscriptionFrequency } from './subscription.entity';
import { invalidEmail, invalidFrequency } from './subscription.errors';

/** RFC 5321's limit on a whole address. */
export const MAX_EMAIL_LENGTH = 254;

// The browser's own type=email rule, with a dot required in the domain as real mail needs.
const EMAIL_FORMAT =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** The address as stored: trimmed and lower-cased; anything else than one plain address is refused. */
export function readSubscriberEmail(input: unknown): string {
  if (typeof input !== 'string' || /[\r\n]/.test(input)) throw invalidEmail();
  const email = input.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_FORMAT.test(email)) throw invalidEmail();
  return email;
}

/** daily unless told otherwise. */
export function readFrequency(input: unknown): SubscriptionFrequency {
  if (input === undefined || input === null || input === '') return 'daily';
  const match = SUBSCRIPTION_FREQUENCIES.find((frequency) => frequency === input);
  if (!match) throw invalidFrequency();
  return match;
}
