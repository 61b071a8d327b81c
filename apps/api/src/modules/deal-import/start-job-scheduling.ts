import { startBullmqScheduling } from './bullmq-job-scheduling';
import { startInProcessScheduling } from './in-process-job-scheduling';
import type { JobScheduling, StartJobSchedulingOptions } from './job-scheduling';

/** REDIS_URL set: BullMQ (a separate worker runs the jobs). Unset: jobs run inside the API. */
export async function startJobScheduling(
  options: StartJobSchedulingOptions,
): Promise<JobScheduling> {
  const { redisUrl } = options;
  return redisUrl
    ? startBullmqScheduling({ ...options, redisUrl })
    : startInProcessScheduling(options);
}
