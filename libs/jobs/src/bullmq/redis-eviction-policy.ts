import type { JobLogger } from '../job-deps';

/** What is needed from a Redis client: the INFO command. */
export interface RedisInfoSource {
  info(): Promise<string>;
}

const REQUIRED_POLICY = 'noeviction';

export function readMaxMemoryPolicy(info: string): string | null {
  const line = info.split(/\r?\n/).find((entry) => entry.startsWith('maxmemory_policy:'));
  return line ? line.slice('maxmemory_policy:'.length).trim() : null;
}

/**
 * Any other policy lets Redis evict queue keys under memory pressure, silently losing jobs
 * and the job scheduler. Returns the policy found, null when it could not be read.
 */
export async function warnUnlessNoEviction(
  client: RedisInfoSource,
  logger: JobLogger,
): Promise<string | null> {
  let policy: string | null;
  try {
    policy = readMaxMemoryPolicy(await client.info());
  } catch (error) {
    logger.warn({ err: error }, 'could not read the Redis maxmemory-policy');
    return null;
  }
  if (policy !== REQUIRED_POLICY) {
    logger.warn(
      { maxmemoryPolicy: policy, required: REQUIRED_POLICY },
      `Redis maxmemory-policy is "${policy ?? 'unknown'}": set it to "${REQUIRED_POLICY}" or queued jobs may be evicted`,
    );
  }
  return policy;
}
