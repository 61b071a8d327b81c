import type { DefaultJobOptions } from 'bullmq';

/** The queue of the sweep that sends new deals to browsers following them. */
export const WEB_PUSH_QUEUE = 'web-push';

export const SEND_DEAL_PUSHES_JOB = 'send-deal-pushes';

export type PushFanoutTrigger = 'schedule' | 'manual';

export interface SendDealPushesPayload {
  trigger: PushFanoutTrigger;
}

/** What one sweep did, over every deal it sent. */
export interface PushFanoutCounts {
  /** Deals whose fan-out the sweep finished. */
  deals: number;
  sent: number;
  /** Subscriptions the push service said are gone (404/410), deleted. */
  removed: number;
  /** Messages given up on after their retries. */
  failed: number;
}

/** Every job of the web-push queue: its name, its payload and what it returns. */
export interface WebPushQueueJobs {
  [SEND_DEAL_PUSHES_JOB]: { payload: SendDealPushesPayload; result: PushFanoutCounts };
}

export type WebPushJobName = keyof WebPushQueueJobs;
export type WebPushJobPayload<N extends WebPushJobName = WebPushJobName> =
  WebPushQueueJobs[N]['payload'];
export type WebPushJobResult<N extends WebPushJobName = WebPushJobName> =
  WebPushQueueJobs[N]['result'];

/** Fixed id, so every boot upserts the same job scheduler instead of adding one. */
export const PUSH_FANOUT_SCHEDULER_ID = 'send-deal-pushes-every-15s';

/** A new deal reaches followers within a minute: a sweep every 15 s leaves room for retries. */
export const PUSH_FANOUT_INTERVAL_MS = 15_000;

/** Attempts and retention of every web-push job, whoever adds it. */
export const WEB_PUSH_JOB_OPTIONS = {
  // The next sweep, 15 s later, takes up whatever a failed one left: no retry of its own.
  attempts: 1,
  removeOnComplete: { count: 20 },
  removeOnFail: { count: 50 },
} satisfies DefaultJobOptions;
