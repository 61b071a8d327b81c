import {
  fromSqlDateTime,
  isUniqueViolation,
  liveDealCondition,
  liveDealParams,
  toSqlDateTime,
} from '@deal-site/database';
import type { AlertKind, AlertRule } from '@deal-site/deal-text';
import type { DataSource } from 'typeorm';
import type { PushDeal } from './push-payload';
import { followedStoreAlerts, parseFollowedSections, type PushFollower } from './push-follower';

/** A deal's going-live (push_fanouts row): finished once every follower was tried. */
export interface PushFanoutRecord {
  id: number;
  dealId: number;
}

/** What a fan-out adds to its row when it finishes. */
export interface FanoutCounts {
  sent: number;
  removed: number;
  failed: number;
}

interface SqlPushDealRow {
  id: number | string;
  title: string;
  description: string;
  price: string;
  percent_off: number | string | null;
  image_url: string;
  category: string;
  affiliate_link: string;
}

interface SqlFollowerRow {
  id: number | string;
  endpoint: string;
  p256dh: string;
  auth: string;
  follows_all: number | boolean | string;
  follows_sections: string;
  follows_alerts: number | boolean | string;
  follows_stores: string;
  subscription_id: number | string | null;
  created_at: Date | string;
}

/** Deals one sweep takes at most; the rest wait 15 s for the next. */
const DEALS_PER_SWEEP = 50;

/** The only e-mail alert kinds a browser follows: sections it follows on its own. */
const FOLLOWED_ALERT_KINDS: readonly AlertKind[] = ['keyword', 'store'];

/** A deal or subscription deleted between reading and writing: its row has nothing to point at. */
const MISSING_ROW_CODES = new Set(['ER_NO_REFERENCED_ROW_2', 'SQLITE_CONSTRAINT_FOREIGNKEY']);

function isMissingRow(error: unknown): boolean {
  const code = (error as { driverError?: { code?: unknown } } | null)?.driverError?.code;
  return typeof code === 'string' && MISSING_ROW_CODES.has(code);
}

const isTrue = (value: number | boolean | string) => value === true || value === 1 || value === '1';

/** When the deal went live: its last return from expiry, else its creation. */
const LIVE_SINCE = 'COALESCE(`d`.`live_since`, `d`.`created_at`)';

/**
 * The push tables through plain parameterised SQL, so the worker needs none of the API's
 * entities. A (deal, subscription) row in push_deliveries is inserted before its message goes
 * out: its primary key lets no retry, second worker or restart send it again.
 */
export class SqlPushStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Live deals that went live since `since` and whose going-live no fan-out finished, oldest first. */
  async dealsToFanOut(since: Date, now: Date): Promise<number[]> {
    const rows: { id: number | string }[] = await this.dataSource.query(
      `SELECT \`d\`.\`id\` FROM \`deals\` \`d\` WHERE ${liveDealCondition('d')} AND ${LIVE_SINCE} >= ? ` +
        'AND NOT EXISTS (SELECT 1 FROM `push_fanouts` `f` WHERE `f`.`deal_id` = `d`.`id` ' +
        `AND \`f\`.\`live_since\` = ${LIVE_SINCE} AND \`f\`.\`finished_at\` IS NOT NULL) ` +
        `ORDER BY ${LIVE_SINCE}, \`d\`.\`id\` LIMIT ?`,
      [...liveDealParams(now), toSqlDateTime(since), DEALS_PER_SWEEP],
    );
    return rows.map((row) => Number(row.id));
  }

  /**
   * The fan-out of the deal's current going-live: a new row, or the unfinished one an earlier
   * sweep left; null when the deal is gone or another sweep finished it meanwhile.
   */
  async startFanout(dealId: number, now: Date): Promise<PushFanoutRecord | null> {
    try {
      // The deal's own value is copied, so both dialects compare it with itself later.
      await this.dataSource.query(
        'INSERT INTO `push_fanouts` (`deal_id`, `live_since`, `started_at`, `sent`, `removed`, `failed`) ' +
          `SELECT \`d\`.\`id\`, ${LIVE_SINCE}, ?, 0, 0, 0 FROM \`deals\` \`d\` WHERE \`d\`.\`id\` = ?`,
        [toSqlDateTime(now), dealId],
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const rows: { id: number | string; finished_at: Date | string | null }[] =
      await this.dataSource.query(
        'SELECT `f`.`id`, `f`.`finished_at` FROM `push_fanouts` `f` INNER JOIN `deals` `d` ON `d`.`id` = `f`.`deal_id` ' +
          `WHERE \`f\`.\`deal_id\` = ? AND \`f\`.\`live_since\` = ${LIVE_SINCE}`,
        [dealId],
      );
    const [row] = rows;
    if (!row || row.finished_at !== null) return null;
    return { id: Number(row.id), dealId };
  }

  /** The deal as it stands, if it is still live (active, not expired at `now`). */
  async liveDeal(dealId: number, now: Date): Promise<PushDeal | null> {
    const rows: SqlPushDealRow[] = await this.dataSource.query(
      'SELECT `d`.`id`, `d`.`title`, `d`.`description`, `d`.`price`, `d`.`percent_off`, `d`.`image_url`, `d`.`category`, `d`.`affiliate_link` ' +
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
      percentOff: row.percent_off === null ? null : Number(row.percent_off),
      imageUrl: row.image_url,
      category: row.category,
      affiliateLink: row.affiliate_link,
    };
  }

  /**
   * Subscriptions created before the fan-out's deal went live that were not sent the deal yet
   * (nor claimed it, unless that claim was left before `abandonedBefore` by a sender that died),
   * with the alerts they follow.
   */
  async followers(fanout: PushFanoutRecord, abandonedBefore: Date): Promise<PushFollower[]> {
    const rows: SqlFollowerRow[] = await this.dataSource.query(
      'SELECT `s`.`id`, `s`.`endpoint`, `s`.`p256dh`, `s`.`auth`, `s`.`follows_all`, `s`.`follows_sections`, `s`.`follows_alerts`, `s`.`follows_stores`, `s`.`subscription_id`, `s`.`created_at` ' +
        'FROM `push_subscriptions` `s` ' +
        'WHERE `s`.`created_at` <= (SELECT `f`.`live_since` FROM `push_fanouts` `f` WHERE `f`.`id` = ?) ' +
        'AND NOT EXISTS (SELECT 1 FROM `push_deliveries` `p` WHERE `p`.`deal_id` = ? AND `p`.`push_subscription_id` = `s`.`id` ' +
        "AND NOT (`p`.`state` = 'claimed' AND `p`.`claimed_at` < ?)) ORDER BY `s`.`id`",
      [fanout.id, fanout.dealId, toSqlDateTime(abandonedBefore)],
    );
    const alerts = await this.alertsOf(
      rows.flatMap((row) =>
        isTrue(row.follows_alerts) && row.subscription_id !== null
          ? [Number(row.subscription_id)]
          : [],
      ),
    );
    return rows.map((row) => ({
      id: Number(row.id),
      endpoint: row.endpoint,
      keys: { p256dh: row.p256dh, auth: row.auth },
      followsAll: isTrue(row.follows_all),
      sections: parseFollowedSections(row.follows_sections),
      alerts: [
        ...(isTrue(row.follows_alerts) && row.subscription_id !== null
          ? (alerts.get(Number(row.subscription_id)) ?? [])
          : []),
        ...followedStoreAlerts(row.follows_stores),
      ],
      createdAt: fromSqlDateTime(row.created_at),
    }));
  }

  /** The keyword and store alerts of these e-mail subscriptions, by subscription. */
  private async alertsOf(subscriptionIds: readonly number[]): Promise<Map<number, AlertRule[]>> {
    const bySubscription = new Map<number, AlertRule[]>();
    const ids = [...new Set(subscriptionIds)];
    if (ids.length === 0) return bySubscription;
    const rows: { subscription_id: number | string; kind: AlertKind; value: string }[] =
      await this.dataSource.query(
        'SELECT `subscription_id`, `kind`, `value` FROM `subscription_alerts` ' +
          `WHERE \`kind\` IN (${FOLLOWED_ALERT_KINDS.map(() => '?').join(', ')}) ` +
          `AND \`subscription_id\` IN (${ids.map(() => '?').join(', ')}) ORDER BY \`id\``,
        [...FOLLOWED_ALERT_KINDS, ...ids],
      );
    for (const row of rows) {
      const id = Number(row.subscription_id);
      const list = bySubscription.get(id) ?? [];
      list.push({ kind: row.kind, value: row.value });
      bySubscription.set(id, list);
    }
    return bySubscription;
  }

  /**
   * Claims the deal for the subscription before sending: false when another sweep holds or sent
   * it, or the deal or subscription is gone. A claim older than `abandonedBefore`, still unsent,
   * was left by a sender that died: it is taken over.
   */
  async claim(
    dealId: number,
    subscriptionId: number,
    now: Date,
    abandonedBefore: Date,
  ): Promise<boolean> {
    try {
      await this.dataSource.query(
        "INSERT INTO `push_deliveries` (`deal_id`, `push_subscription_id`, `state`, `claimed_at`) VALUES (?, ?, 'claimed', ?)",
        [dealId, subscriptionId, toSqlDateTime(now)],
      );
      return true;
    } catch (error) {
      if (isMissingRow(error)) return false;
      if (!isUniqueViolation(error)) throw error;
    }
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(
        "UPDATE `push_deliveries` SET `claimed_at` = ? WHERE `deal_id` = ? AND `push_subscription_id` = ? AND `state` = 'claimed' AND `claimed_at` < ?",
        [toSqlDateTime(now), dealId, subscriptionId, toSqlDateTime(abandonedBefore)],
        true,
      );
      return result.affected === 1;
    } finally {
      await runner.release();
    }
  }

  /** Whether a sender still holds a claim on the deal: its fan-out is not over until that ends. */
  async hasClaimsInFlight(dealId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      "SELECT 1 FROM `push_deliveries` WHERE `deal_id` = ? AND `state` = 'claimed' LIMIT 1",
      [dealId],
    );
    return rows.length > 0;
  }

  /** Gives a claim back unsent (the deal expired, or the sweep stopped before sending). */
  async releaseClaim(dealId: number, subscriptionId: number): Promise<void> {
    await this.dataSource.query(
      "DELETE FROM `push_deliveries` WHERE `deal_id` = ? AND `push_subscription_id` = ? AND `state` = 'claimed'",
      [dealId, subscriptionId],
    );
  }

  async markSent(dealId: number, subscriptionId: number, now: Date): Promise<void> {
    await this.dataSource.query(
      "UPDATE `push_deliveries` SET `state` = 'sent', `sent_at` = ? WHERE `deal_id` = ? AND `push_subscription_id` = ?",
      [toSqlDateTime(now), dealId, subscriptionId],
    );
    await this.dataSource.query(
      'UPDATE `push_subscriptions` SET `last_success_at` = ? WHERE `id` = ?',
      [toSqlDateTime(now), subscriptionId],
    );
  }

  /** Given up after its retries: kept as failed, so the deal is not offered to it again. */
  async markFailed(dealId: number, subscriptionId: number, now: Date): Promise<void> {
    await this.dataSource.query(
      "UPDATE `push_deliveries` SET `state` = 'failed' WHERE `deal_id` = ? AND `push_subscription_id` = ?",
      [dealId, subscriptionId],
    );
    await this.dataSource.query(
      'UPDATE `push_subscriptions` SET `last_failure_at` = ?, `failure_count` = `failure_count` + 1 WHERE `id` = ?',
      [toSqlDateTime(now), subscriptionId],
    );
  }

  /** The push service no longer knows it (404/410): its deliveries go with it. */
  async removeSubscription(subscriptionId: number): Promise<void> {
    await this.dataSource.query('DELETE FROM `push_subscriptions` WHERE `id` = ?', [
      subscriptionId,
    ]);
  }

  /**
   * Adds a sweep's counts to the fan-out (each sweep that took part adds its own), and marks it
   * finished when `finishedAt` is given.
   */
  async recordFanout(
    fanoutId: number,
    counts: FanoutCounts,
    finishedAt: Date | null,
  ): Promise<void> {
    await this.dataSource.query(
      'UPDATE `push_fanouts` SET `finished_at` = COALESCE(?, `finished_at`), `sent` = `sent` + ?, `removed` = `removed` + ?, `failed` = `failed` + ? WHERE `id` = ?',
      [
        finishedAt && toSqlDateTime(finishedAt),
        counts.sent,
        counts.removed,
        counts.failed,
        fanoutId,
      ],
    );
  }
}
