import { DEFAULT_QUEUE_PREFIX } from '@deal-site/queue-contract';
import { Queue, type DefaultJobOptions } from 'bullmq';
import { redisConnection } from './redis-connection';

export interface JobQueueOptions {
  redisUrl: string;
  prefix?: string;
  /** Tests shorten the backoff; everything else keeps the queue's own job options. */
  jobOptionOverrides?: DefaultJobOptions;
}

/** A queue whose jobs all get `jobOptions`: their attempts, backoff and retention. */
export function createJobQueue<Payload, Result, Name extends string>(
  name: string,
  jobOptions: DefaultJobOptions,
  { redisUrl, prefix = DEFAULT_QUEUE_PREFIX, jobOptionOverrides }: JobQueueOptions,
): Queue<Payload, Result, Name> {
  return new Queue<Payload, Result, Name>(name, {
    connection: redisConnection(redisUrl),
    prefix,
    defaultJobOptions: { ...jobOptions, ...jobOptionOverrides },
  });
}
