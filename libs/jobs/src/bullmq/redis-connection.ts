import type { ConnectionOptions } from 'bullmq';

/** Longest wait between two reconnection attempts while Redis is away. */
export const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * The connection every queue, worker and event stream opens. BullMQ's own retry waits grow to
 * 20 s, so a restarted Redis went unnoticed for that long; here attempts come every 2 s at most.
 */
export function redisConnection(redisUrl: string): ConnectionOptions {
  return {
    url: redisUrl,
    retryStrategy: (attempts: number) => Math.min(250 * attempts, MAX_RECONNECT_DELAY_MS),
  };
}
