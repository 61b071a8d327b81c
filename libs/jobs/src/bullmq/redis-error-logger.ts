import type { JobLogger } from '../job-deps';

const REPEAT_AFTER_MS = 30_000;

/**
 * An 'error' listener for a queue or worker. Without one, an error event crashes the process;
 * while Redis is down ioredis reports the same error every second, so repeats are held back.
 */
export function createRedisErrorLogger(
  logger: JobLogger,
  message: string,
  now: () => number = Date.now,
): (error: Error) => void {
  let lastMessage: string | undefined;
  let lastLoggedAt = 0;
  return (error) => {
    if (error.message === lastMessage && now() - lastLoggedAt < REPEAT_AFTER_MS) return;
    lastMessage = error.message;
    lastLoggedAt = now();
    logger.warn({ err: error }, message);
  };
}
