import type { CronSchedule } from './import-schedule';

/** The queue of e-mail work: digests, instant alerts and the purge of unconfirmed subscriptions. */
export const EMAIL_DIGEST_QUEUE = 'email-digest';

export const DIGEST_JOB = 'send-digest';
export const PURGE_PENDING_JOB = 'purge-pending-subscriptions';
export const INSTANT_ALERTS_JOB = 'send-instant-alerts';

export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export type DigestTrigger = 'schedule' | 'manual';

export interface DigestPayload {
  frequency: DigestFrequency;
  trigger: DigestTrigger;
}

/** What one digest run did: digests accepted by the SMTP server, subscribers passed over, failures. */
export interface DigestRunCounts {
  sent: number;
  skipped: number;
  failed: number;
}

export interface PurgePendingResult {
  removed: number;
}

export interface InstantAlertsPayload {
  trigger: DigestTrigger;
}

/** What one instant-alert run did: e-mails sent and the deals in them, subscribers at their daily cap, failures. */
export interface AlertRunCounts {
  sent: number;
  deals: number;
  capped: number;
  failed: number;
}

/** Every job of the e-mail queue: its name, its payload and what it returns. */
export interface EmailDigestQueueJobs {
  [DIGEST_JOB]: { payload: DigestPayload; result: DigestRunCounts };
  [PURGE_PENDING_JOB]: { payload: Record<string, never>; result: PurgePendingResult };
  [INSTANT_ALERTS_JOB]: { payload: InstantAlertsPayload; result: AlertRunCounts };
}

export type EmailDigestJobName = keyof EmailDigestQueueJobs;
export type EmailDigestJobPayload<N extends EmailDigestJobName = EmailDigestJobName> =
  EmailDigestQueueJobs[N]['payload'];
export type EmailDigestJobResult<N extends EmailDigestJobName = EmailDigestJobName> =
  EmailDigestQueueJobs[N]['result'];

/** Fixed scheduler ids, so every boot upserts the same schedulers instead of adding more. */
export const DIGEST_SCHEDULER_IDS = {
  daily: 'digest-daily',
  weekly: 'digest-weekly',
  purge: 'purge-pending-subscriptions-hourly',
  alerts: 'instant-alerts-every-5-minutes',
} as const;

/** Daily at the hour, weekly on Mondays at the same hour, both read in SITE_TIMEZONE. */
export function digestSchedule(
  frequency: DigestFrequency,
  digestHour: number,
  siteTimeZone: string,
): CronSchedule {
  const dayOfWeek = frequency === 'weekly' ? '1' : '*';
  return { pattern: `0 ${digestHour} * * ${dayOfWeek}`, tz: siteTimeZone };
}

/** At 35 minutes past each hour: pending subscriptions leave within the hour after their 7 days. */
export function purgePendingSchedule(siteTimeZone: string): CronSchedule {
  return { pattern: '35 * * * *', tz: siteTimeZone };
}

/** Every 5 minutes: a matching deal reaches its subscribers within 10. */
export function instantAlertSchedule(siteTimeZone: string): CronSchedule {
  return { pattern: '*/5 * * * *', tz: siteTimeZone };
}

const DAY_IN_SECONDS = 24 * 60 * 60;

/** Attempts, backoff and retention of every e-mail job, whoever adds it. */
export const EMAIL_DIGEST_JOB_OPTIONS = {
  // A run that failed as a whole (database down) is tried again; the send log keeps it from
  // sending anyone the same digest twice.
  attempts: 4,
  backoff: { type: 'exponential', delay: 60_000 },
  removeOnComplete: { age: 30 * DAY_IN_SECONDS, count: 200 },
  removeOnFail: { age: 30 * DAY_IN_SECONDS, count: 200 },
} as const;
