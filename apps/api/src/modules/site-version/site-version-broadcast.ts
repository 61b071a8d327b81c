import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../../logger';

/**
 * Redis pub/sub between API processes: one that made a public write says so, and the others drop
 * the site data version they hold at once instead of trusting it for up to a second. Without Redis
 * (one process) there is nothing to tell.
 */
export class SiteVersionBroadcast {
  private readonly origin = randomUUID();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {}

  static async start(
    redisUrl: string,
    queuePrefix: string,
    onOtherProcessWrite: () => void,
    logger?: Logger,
  ): Promise<SiteVersionBroadcast> {
    // No offline queue: while Redis is away an announcement fails at once instead of holding a
    // write's answer; the other processes then see the write within their one-second read interval.
    const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true };
    const publisher = new Redis(redisUrl, options);
    const subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true });
    let outageReported = false;
    for (const connection of [publisher, subscriber]) {
      connection.on('error', (error: Error) => {
        if (!outageReported)
          logger?.warn({ err: error }, 'site version broadcast: Redis unavailable');
        outageReported = true;
      });
      connection.on('ready', () => (outageReported = false));
    }
    const broadcast = new SiteVersionBroadcast(
      publisher,
      subscriber,
      `${queuePrefix}:site-data-version`,
    );
    subscriber.on('message', (_channel: string, origin: string) => {
      if (origin !== broadcast.origin) onOtherProcessWrite();
    });
    await Promise.all([publisher.connect(), subscriber.connect()]).catch(() => undefined);
    await subscriber.subscribe(broadcast.channel).catch(() => undefined);
    return broadcast;
  }

  /** Tells the other processes; resolves once Redis has handed the message to their connections. */
  async announceWrite(): Promise<void> {
    await this.publisher.publish(this.channel, this.origin).catch(() => undefined);
  }

  async close(): Promise<void> {
    for (const connection of [this.publisher, this.subscriber]) {
      if (connection.status === 'ready') await connection.quit().catch(() => undefined);
      else connection.disconnect();
    }
  }
}
