import type { Queue } from 'bullmq';

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
