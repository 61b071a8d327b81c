import { redactRedisUrl } from './redis-url';

export class RedisUnavailableError extends Error {}

export const REDIS_READY_TIMEOUT_MS = 10_000;

/** Waits for a queue's or worker's connection, failing with one clear line instead of hanging. */
export async function waitForRedis(
  target: { waitUntilReady(): Promise<unknown> },
  redisUrl: string,
  timeoutMs = REDIS_READY_TIMEOUT_MS,
): Promise<void> {
  const where = `Redis at ${redactRedisUrl(redisUrl)}`;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RedisUnavailableError(`${where} did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([target.waitUntilReady(), timeout]);
  } catch (error) {
    if (error instanceof RedisUnavailableError) throw error;
    throw new RedisUnavailableError(`${where}: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
