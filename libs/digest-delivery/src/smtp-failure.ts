/**
 * What an SMTP failure means for the subscriber:
 * - transient: a 4xx answer or a network failure, worth retrying soon;
 * - permanent: a 5xx refusal of this recipient or message, counted against the subscription;
 * - other: anything else (bad credentials, a bug), which says nothing about the address.
 */
export type SmtpFailureKind = 'transient' | 'permanent' | 'other';

const NETWORK_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);

interface SmtpErrorFields {
  code?: unknown;
  responseCode?: unknown;
}

export function classifySmtpFailure(error: unknown): SmtpFailureKind {
  const { code, responseCode } = (error ?? {}) as SmtpErrorFields;
  if (code === 'EAUTH') return 'other';
  if (typeof responseCode === 'number') {
    if (responseCode >= 400 && responseCode < 500) return 'transient';
    if (responseCode >= 500 && responseCode < 600) return 'permanent';
  }
  return typeof code === 'string' && NETWORK_CODES.has(code) ? 'transient' : 'other';
}

/** The failure as one short line for the send log, never with the server's whole dialogue. */
export function smtpFailureSummary(error: unknown): string {
  const { responseCode } = (error ?? {}) as SmtpErrorFields;
  const message = error instanceof Error ? error.message : String(error);
  const line = typeof responseCode === 'number' ? `${responseCode} ${message}` : message;
  return line.replace(/\s+/g, ' ').slice(0, 500);
}
