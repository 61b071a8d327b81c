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

export function confirmationSubject(frequency: DigestFrequency): string {
  return `Confirm your ${FREQUENCY_WORDS[frequency].adjective} deal e-mails | ${SITE_NAME}`;
}
