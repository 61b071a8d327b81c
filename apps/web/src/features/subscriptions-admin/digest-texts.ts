export type DigestFrequency = 'daily' | 'weekly';

export const DIGEST_FREQUENCIES: readonly DigestFrequency[] = ['daily', 'weekly'];

const FREQUENCY_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly' };
const TRIGGER_LABEL: Record<string, string> = { schedule: 'Schedule', manual: 'Manual' };

/** "Daily", "Weekly"; an unknown value from a newer server is shown as it came. */
export function frequencyLabel(frequency: string): string {
  return FREQUENCY_LABEL[frequency] ?? frequency;
}

export function triggerLabel(trigger: string): string {
  return TRIGGER_LABEL[trigger] ?? trigger;
}

export interface DigestFigures {
  sent: number;
  skipped: number;
  failed: number;
}

/** "3 sent, 1 skipped, 0 failed" */
export function digestFiguresSummary({ sent, skipped, failed }: DigestFigures): string {
  return `${sent} sent, ${skipped} skipped, ${failed} failed`;
}

export function runDigestButtonLabel(frequency: DigestFrequency, running: boolean): string {
  return running ? 'Sending…' : `Send ${frequency} digest now`;
}

export const DIGEST_TEXTS = {
  runDone: (frequency: DigestFrequency) => `${frequencyLabel(frequency)} digest finished`,
  runFailed: (frequency: DigestFrequency) => `${frequencyLabel(frequency)} digest failed`,
  runFallback: 'The digest could not be run. Please try again.',
  testSent: 'Test digest sent',
  testSentTo: (email: string) => `Check the inbox of ${email}.`,
  testFailed: 'Test digest failed',
  testFallback: 'The test digest could not be sent. Please try again.',
  mailNotConfigured:
    'Mail is not configured, so no confirmation or digest e-mails are sent and new subscribers are active at once. Set SMTP_URL (and MAIL_FROM) in the server environment and restart it to send them.',
} as const;
