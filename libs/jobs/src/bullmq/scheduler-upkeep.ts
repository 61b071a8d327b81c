import type { Queue } from 'bullmq';
import type { JobLogger } from '../job-deps';
import { createRedisErrorLogger } from './redis-error-logger';
import { waitForRedis } from './wait-for-redis';

/**
 * Writes the queue's job schedulers again each time its Redis connection is ready after a
 * reconnect: a Redis that restarts without its data would otherwise forget every schedule until
 * the next API boot. Upserting an unchanged scheduler changes nothing.
 */
export async function upsertSchedulersOnReconnect(
  queue: Queue,
  upsert: () => Promise<void>,
  onError: (error: unknown) => void,
): Promise<void> {
  const client = await queue.getBackend().client;
  client.on('ready', () => {
    upsert().catch(onError);
  });
}

export interface SchedulerUpkeepOptions {
  redisUrl: string;
  logger: JobLogger;
  /** How the logs name the queue and its schedulers, such as "import queue", "import job scheduler". */
  names: { queue: string; schedulers: string };
  /** Writes the queue's job schedulers; run now and after every reconnect. */
  upsert: () => Promise<void>;
}

/**
 * Brings up the API's side of a scheduled queue: its Redis errors logged (never crashing the
 * process), Redis waited for, its schedulers written now and again after each reconnect. A step
 * that fails closes the queue before the error goes on.
 */
export async function startSchedulerUpkeep(
  queue: Queue,
  { redisUrl, logger, names, upsert }: SchedulerUpkeepOptions,
): Promise<void> {
  queue.on('error', createRedisErrorLogger(logger, `${names.queue}: Redis error`));
  try {
    await waitForRedis(queue, redisUrl);
    await upsert();
    await upsertSchedulersOnReconnect(queue, upsert, (error) =>
      logger.warn({ err: error }, `${names.schedulers}: upsert after a reconnect failed`),
    );
  } catch (error) {
    await queue.close().catch(() => undefined);
    throw error;
  }
}
