import type { AppConfig } from '@deal-site/server-config';
import {
  PushFanoutRunner,
  SqlPushStore,
  type PushRetryPolicy,
  type SendPush,
} from '@deal-site/web-push-delivery';
import type { DataSource } from 'typeorm';
import { JobSchedulingError } from '../../common/job-scheduling-error';
import type { Logger } from '../../logger';
import { startPushFanoutScheduling, type PushFanoutScheduling } from './push-fanout-scheduling';

/** Tests only: a faster sweep, shorter retries. */
export interface PushFanoutTestOptions {
  everyMs?: number;
  retryPolicy?: PushRetryPolicy;
  send?: SendPush;
}

export interface PushFanoutServiceOptions extends PushFanoutTestOptions {
  dataSource: DataSource;
  config: Pick<
    AppConfig,
    'redisUrl' | 'queuePrefix' | 'publicUrl' | 'push' | 'importAllowPrivateHosts'
  >;
  logger: Logger;
}

/** Sends each deal that goes live to the browsers following it, every 15 s; nothing when push is off. */
export class PushFanoutService {
  /** null when push is off (no VAPID subject). */
  readonly runner: PushFanoutRunner | null;
  private scheduling: PushFanoutScheduling | null = null;

  constructor(private readonly options: PushFanoutServiceOptions) {
    const { dataSource, config, logger, retryPolicy, send } = options;
    this.runner = config.push
      ? new PushFanoutRunner({
          store: new SqlPushStore(dataSource),
          vapid: config.push,
          publicUrl: config.publicUrl,
          allowLoopback: config.importAllowPrivateHosts,
          logger,
          retryPolicy,
          send,
        })
      : null;
  }

  /** A BullMQ job scheduler with REDIS_URL, a timer in this process without. */
  async startScheduling(): Promise<void> {
    const { config, logger, everyMs } = this.options;
    if (!this.runner) return;
    try {
      this.scheduling = await startPushFanoutScheduling({
        redisUrl: config.redisUrl,
        queuePrefix: config.queuePrefix,
        logger,
        pushes: this.runner,
        everyMs,
      });
    } catch (error) {
      throw new JobSchedulingError((error as Error).message);
    }
    logger.info({ jobs: this.scheduling.mode }, 'deal pushes scheduled');
  }

  async stop(): Promise<void> {
    await this.scheduling?.stop();
    this.scheduling = null;
  }
}
