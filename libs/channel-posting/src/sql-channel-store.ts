import {
  fromSqlDateTime,
  isUniqueViolation,
  liveDealCondition,
  liveDealParams,
  toSqlDateTime,
} from '@deal-site/database';
import type { DataSource } from 'typeorm';
import type { ChannelName, PostedRef } from './channel';
import type { ChannelDeal } from './channel-post-builder';

export type ChannelPostState = 'posting' | 'waiting' | 'posted' | 'failed' | 'unknown';

/** A channel's standing, shared by every worker; a channel without a row is ready. */
export interface ChannelStanding {
  channel: ChannelName;
  state: 'ready' | 'failing';
  lastError: string | null;
  failedAt: Date | null;
  pausedUntil: Date | null;
}

/** A post whose deal expired or went away, to be marked on its network. */
export interface ExpiredPost {
  id: number;
  dealId: number;
  channel: ChannelName;
  ref: PostedRef;
}

/** A row of the admin's "last posts". */
export interface RecentChannelPost {
  dealId: number;
  dealTitle: string | null;
  channel: ChannelName;
  state: ChannelPostState;
  remoteUrl: string | null;
  postedAt: Date | null;
  lastError: string | null;
}

type SqlDate = Date | string;
const dateOrNull = (value: SqlDate | null) => (value === null ? null : fromSqlDateTime(value));

/** Error texts are kept to what the column holds. */
const MAX_ERROR_LENGTH = 1024;
const errorText = (message: string) => [...message].slice(0, MAX_ERROR_LENGTH - 1).join('');

/** When the deal went live: its last return from expiry, else its creation. */
const LIVE_SINCE = 'COALESCE(`d`.`live_since`, `d`.`created_at`)';

/**
 * The channel tables through plain parameterised SQL, so the worker needs none of the API's
 * entities. A (deal, channel) row is inserted or taken before its post goes out: the unique index
 * lets no retry, second worker, restart or second import post it twice.
 */
export class SqlChannelStore {
  constructor(private readonly dataSource: DataSource) {}

  async standings(): Promise<Map<ChannelName, ChannelStanding>> {
    const rows: {
      channel: ChannelName;
      state: 'ready' | 'failing';
      last_error: string | null;
      failed_at: SqlDate | null;
      paused_until: SqlDate | null;
    }[] = await this.dataSource.query(
      'SELECT `channel`, `state`, `last_error`, `failed_at`, `paused_until` FROM `channel_states`',
    );
    return new Map(
      rows.map((row) => [
        row.channel,
        {
          channel: row.channel,
          state: row.state,
          lastError: row.last_error,
          failedAt: dateOrNull(row.failed_at),
          pausedUntil: dateOrNull(row.paused_until),
        },
      ]),
    );
  }

  /**
   * Live deals that went live since `since`, meant for the channels, and with no row for the
   * channel, oldest first.
   */
  async dealsToPost(
    channel: ChannelName,
    since: Date,
    now: Date,
    limit: number,
  ): Promise<number[]> {
    const rows: { id: number | string }[] = await this.dataSource.query(
      `SELECT \`d\`.\`id\` FROM \`deals\` \`d\` WHERE ${liveDealCondition('d')} AND ${LIVE_SINCE} >= ? ` +
        'AND `d`.`post_to_channels` = 1 ' +
        'AND NOT EXISTS (SELECT 1 FROM `channel_posts` `p` WHERE `p`.`deal_id` = `d`.`id` AND `p`.`channel` = ?) ' +
        `ORDER BY ${LIVE_SINCE}, \`d\`.\`id\` LIMIT ?`,
      [...liveDealParams(now), toSqlDateTime(since), channel, limit],
    );
    return rows.map((row) => Number(row.id));
  }

  /** Waiting posts of the channel whose time has come, oldest first. */
  async duePosts(channel: ChannelName, now: Date, limit: number): Promise<number[]> {
    const rows: { deal_id: number | string }[] = await this.dataSource.query(
      "SELECT `deal_id` FROM `channel_posts` WHERE `channel` = ? AND `state` = 'waiting' AND `next_attempt_at` <= ? " +
        'ORDER BY `next_attempt_at`, `id` LIMIT ?',
      [channel, toSqlDateTime(now), limit],
    );
    return rows.map((row) => Number(row.deal_id));
  }

  /** Claims a deal's first post to the channel: false when a row already holds it. */
  async claimNew(dealId: number, channel: ChannelName, now: Date): Promise<boolean> {
    try {
      await this.dataSource.query(
        "INSERT INTO `channel_posts` (`deal_id`, `channel`, `state`, `attempts`, `claimed_at`) VALUES (?, ?, 'posting', 1, ?)",
        [dealId, channel, toSqlDateTime(now)],
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Claims a waiting post whose time has come: false when another sweep took it first. */
  async claimDue(dealId: number, channel: ChannelName, now: Date): Promise<boolean> {
    return (
      (await this.update(
        "UPDATE `channel_posts` SET `state` = 'posting', `claimed_at` = ?, `attempts` = `attempts` + 1 " +
          "WHERE `deal_id` = ? AND `channel` = ? AND `state` = 'waiting' AND `next_attempt_at` <= ?",
        [toSqlDateTime(now), dealId, channel, toSqlDateTime(now)],
      )) === 1
    );
  }

  /** The deal as it stands, if it is still live (active, not expired at `now`). */
  async liveDeal(dealId: number, now: Date): Promise<ChannelDeal | null> {
    const rows: {
      id: number | string;
      title: string;
      description: string;
      price: string;
      original_price: string;
      percent_off: number | string | null;
      image_url: string;
      affiliate_link: string;
    }[] = await this.dataSource.query(
      'SELECT `d`.`id`, `d`.`title`, `d`.`description`, `d`.`price`, `d`.`original_price`, `d`.`percent_off`, `d`.`image_url`, `d`.`affiliate_link` ' +
        `FROM \`deals\` \`d\` WHERE \`d\`.\`id\` = ? AND ${liveDealCondition('d')}`,
      [dealId, ...liveDealParams(now)],
    );
    const [row] = rows;
    if (!row) return null;
    return {
      id: Number(row.id),
      title: row.title,
      description: row.description,
      price: row.price,
      originalPrice: row.original_price,
      percentOff: row.percent_off === null ? null : Number(row.percent_off),
      imageUrl: row.image_url,
      affiliateLink: row.affiliate_link,
    };
  }

  /**
   * A claimed post whose deal expired or went away before it went out: the row goes, so nothing
   * is posted (and a deal brought back from expiry may be posted then).
   */
  async dropClaim(dealId: number, channel: ChannelName): Promise<void> {
    await this.dataSource.query(
      "DELETE FROM `channel_posts` WHERE `deal_id` = ? AND `channel` = ? AND `state` = 'posting'",
      [dealId, channel],
    );
  }

  async markPosted(dealId: number, channel: ChannelName, ref: PostedRef, now: Date): Promise<void> {
    await this.dataSource.query(
      "UPDATE `channel_posts` SET `state` = 'posted', `posted_at` = ?, `remote_id` = ?, `remote_url` = ?, `posted_text` = ?, `next_attempt_at` = NULL, `last_error` = NULL " +
        'WHERE `deal_id` = ? AND `channel` = ?',
      [toSqlDateTime(now), ref.remoteId, ref.remoteUrl, ref.text, dealId, channel],
    );
  }

  /** Attempts made of the post, the one in flight included. */
  async attempts(dealId: number, channel: ChannelName): Promise<number> {
    const rows: { attempts: number | string }[] = await this.dataSource.query(
      'SELECT `attempts` FROM `channel_posts` WHERE `deal_id` = ? AND `channel` = ?',
      [dealId, channel],
    );
    return rows.length > 0 ? Number(rows[0].attempts) : 0;
  }

  /** To be tried again at `at`; an attempt the network never let happen is not counted. */
  async markWaiting(
    dealId: number,
    channel: ChannelName,
    at: Date,
    error: string,
    countAttempt: boolean,
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE \`channel_posts\` SET \`state\` = 'waiting', \`next_attempt_at\` = ?, \`last_error\` = ?${countAttempt ? '' : ', `attempts` = `attempts` - 1'} ` +
        'WHERE `deal_id` = ? AND `channel` = ?',
      [toSqlDateTime(at), errorText(error), dealId, channel],
    );
  }

  async markFailed(dealId: number, channel: ChannelName, error: string): Promise<void> {
    await this.dataSource.query(
      "UPDATE `channel_posts` SET `state` = 'failed', `next_attempt_at` = NULL, `last_error` = ? WHERE `deal_id` = ? AND `channel` = ?",
      [errorText(error), dealId, channel],
    );
  }

  /** The post may be on the network already: never posted again on its own, the curator decides. */
  async markUnknown(dealId: number, channel: ChannelName, error: string): Promise<void> {
    await this.dataSource.query(
      "UPDATE `channel_posts` SET `state` = 'unknown', `next_attempt_at` = NULL, `last_error` = ? WHERE `deal_id` = ? AND `channel` = ?",
      [errorText(error), dealId, channel],
    );
  }

  /**
   * Claims still 'posting' since before `before` were left by a process that died mid-post: the
   * network may have the post, so they are never posted again on their own. Answers how many.
   */
  async markAbandonedUnknown(before: Date): Promise<number> {
    return this.update(
      "UPDATE `channel_posts` SET `state` = 'unknown', `last_error` = ? WHERE `state` = 'posting' AND `claimed_at` < ?",
      ['stopped mid-post: the network may have it; Retry posts it again', toSqlDateTime(before)],
    );
  }

  /** Posted posts of the channel whose deal expired, was archived or deleted, not marked yet. */
  async expiredPosts(channel: ChannelName, now: Date, limit: number): Promise<ExpiredPost[]> {
    const rows: {
      id: number | string;
      deal_id: number | string;
      remote_id: string | null;
      remote_url: string | null;
      posted_text: string | null;
    }[] = await this.dataSource.query(
      'SELECT `p`.`id`, `p`.`deal_id`, `p`.`remote_id`, `p`.`remote_url`, `p`.`posted_text` FROM `channel_posts` `p` ' +
        'LEFT JOIN `deals` `d` ON `d`.`id` = `p`.`deal_id` ' +
        "WHERE `p`.`channel` = ? AND `p`.`state` = 'posted' AND `p`.`expired_at` IS NULL " +
        `AND (\`d\`.\`id\` IS NULL OR NOT (${liveDealCondition('d')})) ORDER BY \`p\`.\`id\` LIMIT ?`,
      [channel, ...liveDealParams(now), limit],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      dealId: Number(row.deal_id),
      channel,
      ref: {
        remoteId: row.remote_id ?? '',
        remoteUrl: row.remote_url,
        text: row.posted_text ?? '',
      },
    }));
  }

  /** Takes a post's "Expired" edit (false: another sweep did), or gives it back to try later. */
  async claimExpiry(postId: number, now: Date): Promise<boolean> {
    return (
      (await this.update(
        'UPDATE `channel_posts` SET `expired_at` = ? WHERE `id` = ? AND `expired_at` IS NULL',
        [toSqlDateTime(now), postId],
      )) === 1
    );
  }

  async releaseExpiry(postId: number): Promise<void> {
    await this.dataSource.query('UPDATE `channel_posts` SET `expired_at` = NULL WHERE `id` = ?', [
      postId,
    ]);
  }

  /** The channel posts nothing more until the curator's Retry or a restart. */
  async markChannelFailing(channel: ChannelName, error: string, now: Date): Promise<void> {
    await this.ensureStanding(channel);
    await this.dataSource.query(
      "UPDATE `channel_states` SET `state` = 'failing', `last_error` = ?, `failed_at` = ? WHERE `channel` = ?",
      [errorText(error), toSqlDateTime(now), channel],
    );
  }

  /** The network asked every worker to wait until `until`. */
  async pauseChannel(channel: ChannelName, until: Date): Promise<void> {
    await this.ensureStanding(channel);
    await this.dataSource.query(
      'UPDATE `channel_states` SET `paused_until` = ? WHERE `channel` = ?',
      [toSqlDateTime(until), channel],
    );
  }

  /** The channel may post again (a restart, or the curator's Retry); a rate limit's wait stays. */
  async markChannelReady(channel: ChannelName): Promise<void> {
    await this.dataSource.query(
      "UPDATE `channel_states` SET `state` = 'ready', `last_error` = NULL, `failed_at` = NULL WHERE `channel` = ?",
      [channel],
    );
  }

  /**
   * The curator's "Post now" (no row yet) or "Retry" (a failed, unknown or waiting post): the post
   * is due at once. False when it is posted or being posted.
   */
  async retryPost(dealId: number, channel: ChannelName, now: Date): Promise<boolean> {
    const changed = await this.update(
      "UPDATE `channel_posts` SET `state` = 'waiting', `next_attempt_at` = ?, `attempts` = 0, `last_error` = NULL " +
        "WHERE `deal_id` = ? AND `channel` = ? AND `state` IN ('waiting', 'failed', 'unknown')",
      [toSqlDateTime(now), dealId, channel],
    );
    if (changed === 1) return true;
    try {
      await this.dataSource.query(
        "INSERT INTO `channel_posts` (`deal_id`, `channel`, `state`, `attempts`, `next_attempt_at`, `claimed_at`) VALUES (?, ?, 'waiting', 0, ?, ?)",
        [dealId, channel, toSqlDateTime(now), toSqlDateTime(now)],
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** The last posts, newest first, with their deal's title (null once the deal is deleted). */
  async recentPosts(limit: number): Promise<RecentChannelPost[]> {
    const rows: {
      deal_id: number | string;
      title: string | null;
      channel: ChannelName;
      state: ChannelPostState;
      remote_url: string | null;
      posted_at: SqlDate | null;
      last_error: string | null;
    }[] = await this.dataSource.query(
      'SELECT `p`.`deal_id`, `d`.`title`, `p`.`channel`, `p`.`state`, `p`.`remote_url`, `p`.`posted_at`, `p`.`last_error` ' +
        'FROM `channel_posts` `p` LEFT JOIN `deals` `d` ON `d`.`id` = `p`.`deal_id` ' +
        'ORDER BY COALESCE(`p`.`posted_at`, `p`.`claimed_at`) DESC, `p`.`id` DESC LIMIT ?',
      [limit],
    );
    return rows.map((row) => ({
      dealId: Number(row.deal_id),
      dealTitle: row.title,
      channel: row.channel,
      state: row.state,
      remoteUrl: row.remote_url,
      postedAt: dateOrNull(row.posted_at),
      lastError: row.last_error,
    }));
  }

  private async ensureStanding(channel: ChannelName): Promise<void> {
    try {
      await this.dataSource.query(
        "INSERT INTO `channel_states` (`channel`, `state`) VALUES (?, 'ready')",
        [channel],
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** Rows an UPDATE changed, as both drivers report them. */
  private async update(sql: string, parameters: unknown[]): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(sql, parameters, true);
      return result.affected ?? 0;
    } finally {
      await runner.release();
    }
  }
}
