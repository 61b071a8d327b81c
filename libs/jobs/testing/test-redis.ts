import { randomUUID } from 'node:crypto';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A BullMQ key prefix of the test's own, so parallel runs never share a queue. */
export function randomQueuePrefix(): string {
  return `test-${randomUUID()}`;
}
