import {
  CHANNEL_NAMES,
  ChannelImageReader,
  ChannelPostingRunner,
  SqlChannelStore,
  createChannelPosters,
  type ChannelName,
  type ChannelPoster,
} from '@deal-site/channel-posting';
import type { ImageStore } from '@deal-site/image-store';
import { CHANNEL_VARIABLES, type AppConfig } from '@deal-site/server-config';
import type { DataSource } from 'typeorm';
import { JobSchedulingError } from '../../common/job-scheduling-error';
import type { Logger } from '../../logger';
import { channelNotConfigured, unknownChannel, unknownDeal } from './channel.errors';
import {
  startChannelPostingScheduling,
  type ChannelPostingScheduling,
} from './channel-posting-scheduling';
import type { ChannelPostSummary, ChannelStatus } from './channel.types';

/** The admin's "last posts". */
const RECENT_POSTS = 20;

/** Tests only: a faster sweep, shorter retries, posters of their own. */
export interface ChannelPostingTestOptions {
  everyMs?: number;
  retryBaseMs?: number;
  posters?: ChannelPoster[];
}

export interface ChannelPostingServiceOptions extends ChannelPostingTestOptions {
  dataSource: DataSource;
  config: Pick<AppConfig, 'redisUrl' | 'queuePrefix' | 'publicUrl' | 'channels'>;
  uploads: ImageStore;
  logger: Logger;
}

const isChannelName = (name: string): name is ChannelName =>
  (CHANNEL_NAMES as readonly string[]).includes(name);

/**
 * Posts each deal that goes live to the configured channels, every 15 s; nothing is scheduled when
 * no channel is configured. Answers the admin's channel states and last posts, and its retries.
 */
export class ChannelPostingService {
  /** null when no channel is configured. */
  readonly runner: ChannelPostingRunner | null;
  private readonly store: SqlChannelStore;
  private scheduling: ChannelPostingScheduling | null = null;

  constructor(private readonly options: ChannelPostingServiceOptions) {
    const { dataSource, config, logger, retryBaseMs, uploads } = options;
    this.store = new SqlChannelStore(dataSource);
    const posters = options.posters ?? createChannelPosters(config.channels);
    this.runner =
      posters.length > 0
        ? new ChannelPostingRunner({
            store: this.store,
            posters,
            images: new ChannelImageReader(uploads, config.publicUrl),
            publicUrl: config.publicUrl,
            logger,
            retryBaseMs,
          })
        : null;
  }

  /** A BullMQ job scheduler with REDIS_URL, a timer in this process without. */
  async startScheduling(): Promise<void> {
    const { config, logger, everyMs } = this.options;
    if (!this.runner) return;
    await this.runner.markChannelsReady();
    try {
      this.scheduling = await startChannelPostingScheduling({
        redisUrl: config.redisUrl,
        queuePrefix: config.queuePrefix,
        logger,
        channels: this.runner,
        everyMs,
      });
    } catch (error) {
      throw new JobSchedulingError((error as Error).message);
    }
    logger.info(
      { jobs: this.scheduling.mode, channels: this.runner.channels },
      'channel posting scheduled',
    );
  }

  async stop(): Promise<void> {
    await this.scheduling?.stop();
    this.scheduling = null;
  }

  /** Every network, configured or not, with the variables that turn it on and its state. */
  async channels(): Promise<ChannelStatus[]> {
    const configured = new Set(this.runner?.channels ?? []);
    const standings = await this.store.standings();
    return CHANNEL_NAMES.map((name) => {
      const standing = standings.get(name);
      return {
        name,
        configured: configured.has(name),
        variables: [...CHANNEL_VARIABLES[name]],
        state: standing?.state ?? 'ready',
        lastError: standing?.lastError ?? null,
        failedAt: standing?.failedAt ?? null,
        pausedUntil: standing?.pausedUntil ?? null,
      };
    });
  }

  recentPosts(): Promise<ChannelPostSummary[]> {
    return this.store.recentPosts(RECENT_POSTS);
  }

  /**
   * "Post now" for a deal without a post on the channel, or "Retry" for a failed, unknown or
   * waiting one: due at once, the channel ready again, a sweep started. False when the deal is
   * posted or being posted there.
   */
  async retryPost(dealId: number, channel: string, now = new Date()): Promise<boolean> {
    if (!isChannelName(channel)) throw unknownChannel(channel);
    if (!this.runner?.channels.includes(channel))
      throw channelNotConfigured(channel, CHANNEL_VARIABLES[channel]);
    const deals: unknown[] = await this.options.dataSource.query(
      'SELECT 1 FROM `deals` WHERE `id` = ?',
      [dealId],
    );
    if (deals.length === 0) throw unknownDeal(dealId);
    const queued = await this.store.retryPost(dealId, channel, now);
    await this.store.markChannelReady(channel);
    if (queued) await this.scheduling?.sweepNow();
    return queued;
  }
}
