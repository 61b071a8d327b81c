import type { DigestFrequency } from './email-types';
import { FREQUENCY_WORDS, SITE_NAME } from './site-wording';

/** "12 new deals today", "1 new deal this week". */
export function digestHeading(frequency: DigestFrequency, dealCount: number): string {
  const noun = dealCount === 1 ? 'deal' : 'deals';
  return `${dealCount} new ${noun} ${FREQUENCY_WORDS[frequency].period}`;
}

export function digestSubject(frequency: DigestFrequency, dealCount: number): string {
  return `${digestHeading(frequency, dealCount)} | ${SITE_NAME}`;
}

/** How a confirmation e-mail words its request: a new subscription, or a store alert added to one. */
export interface ConfirmationWording {
  subject: string;
  preview: string;
  heading: string;
  /** What someone asked for, after "Someone, hopefully you, asked for". */
  request: string;
  /** Until the reader confirms. */
  meanwhile: string;
  button: string;
  /** For whoever did not ask. */
  ignore: string;
}

export function confirmationWording(
  frequency: DigestFrequency,
  store?: string,
): ConfirmationWording {
  if (store) {
    return {
      subject: `Confirm your ${store} deal alert | ${SITE_NAME}`,
      preview: `Confirm your ${store} deal alert from ${SITE_NAME}`,
      heading: `Confirm your ${store} alert`,
      request: `an e-mail as soon as a ${store} deal is posted on ${SITE_NAME}`,
      meanwhile: 'Your e-mails stay as they are until you add it.',
      button: `Add my ${store} alert`,
      ignore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
    };
  }
  return {
    subject: `Confirm your ${FREQUENCY_WORDS[frequency].adjective} deal e-mails | ${SITE_NAME}`,
    preview: `Confirm your ${frequency} deal e-mails from ${SITE_NAME}`,
    heading: 'Confirm your subscription',
    request: `${frequency} deal e-mails from ${SITE_NAME}`,
    meanwhile: 'Nothing is sent until you confirm.',
    button: 'Confirm my subscription',
    ignore: 'If you did not ask for this, ignore this e-mail: the request expires in 7 days.',
  };
}
