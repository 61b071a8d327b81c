import {
  DIGEST_JOB,
  DIGEST_SCHEDULER_IDS,
  EMAIL_DIGEST_JOB_OPTIONS,
  EMAIL_DIGEST_QUEUE,
  INSTANT_ALERTS_JOB,
  PURGE_PENDING_JOB,
  digestSchedule,
  instantAlertSchedule,
  purgePendingSchedule,
  type EmailDigestJobName,
  type EmailDigestJobPayload,
  type EmailDigestJobResult,
} from '@deal-site/queue-contract';
import type { Queue } from 'bullmq';
import { createJobQueue, type JobQueueOptions } from './job-queue';

export type EmailDigestQueue = Queue<
  EmailDigestJobPayload,
  EmailDigestJobResult,
  EmailDigestJobName
>;

export function createEmailDigestQueue(options: JobQueueOptions): EmailDigestQueue {
  return createJobQueue(EMAIL_DIGEST_QUEUE, EMAIL_DIGEST_JOB_OPTIONS, options);
}

export interface DigestScheduleSettings {
  digestHour: number;
  siteTimeZone: string;
  /** Without mail the digest and alert schedulers are removed; the purge of unconfirmed sign-ups stays. */
  mailConfigured: boolean;
}

/** Creates or updates the daily, weekly, instant-alert and purge schedulers; ids are fixed, so boots never add more. */
export async function upsertDigestSchedulers(
  queue: EmailDigestQueue,
  { digestHour, siteTimeZone, mailConfigured }: DigestScheduleSettings,
): Promise<void> {
  for (const frequency of ['daily', 'weekly'] as const) {
    // BullMQ types the id as a job name since it is the fallback name; ours names the job itself.
    const schedulerId = DIGEST_SCHEDULER_IDS[frequency] as EmailDigestJobName;
    if (!mailConfigured) {
      await queue.removeJobScheduler(schedulerId);
      continue;
    }
    await queue.upsertJobScheduler(
      schedulerId,
      digestSchedule(frequency, digestHour, siteTimeZone),
      {
        name: DIGEST_JOB,
        data: { frequency, trigger: 'schedule' },
      },
    );
  }
  const alertsScheduler = DIGEST_SCHEDULER_IDS.alerts as EmailDigestJobName;
  if (mailConfigured) {
    await queue.upsertJobScheduler(alertsScheduler, instantAlertSchedule(siteTimeZone), {
      name: INSTANT_ALERTS_JOB,
      data: { trigger: 'schedule' },
    });
  } else {
    await queue.removeJobScheduler(alertsScheduler);
  }
  await queue.upsertJobScheduler(
    DIGEST_SCHEDULER_IDS.purge as EmailDigestJobName,
    purgePendingSchedule(siteTimeZone),
    { name: PURGE_PENDING_JOB, data: {} },
  );
}
