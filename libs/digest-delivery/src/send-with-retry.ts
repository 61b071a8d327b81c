import type { Mailer, OutgoingMail } from './mailer';
import { classifySmtpFailure } from './smtp-failure';

export interface RetryPolicy {
  attempts: number;
  /** Wait before the first retry; each further retry waits twice as long. */
  firstDelayMs: number;
}

/** 3 tries, 2 s then 4 s apart: a greylisting or busy server usually answers by then. */
export const SMTP_RETRY_POLICY: RetryPolicy = { attempts: 3, firstDelayMs: 2_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends, retrying transient failures with exponential backoff; other failures reject at once. */
export async function sendWithRetry(
  mailer: Mailer,
  mail: OutgoingMail,
  policy: RetryPolicy = SMTP_RETRY_POLICY,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await mailer.send(mail);
      return;
    } catch (error) {
      if (attempt >= policy.attempts || classifySmtpFailure(error) !== 'transient') throw error;
      await sleep(policy.firstDelayMs * 2 ** (attempt - 1));
    }
  }
}
