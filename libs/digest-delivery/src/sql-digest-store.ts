import {
  fromSqlDateTime,
  isUniqueViolation,
  liveDealCondition,
  liveDealParams,
  toSqlDateTime,
  transactionInTurn,
} from '@deal-site/database';
import type { AlertKind, AlertRule } from '@deal-site/deal-text';
import type { DigestFrequency, DigestRunCounts, DigestTrigger } from '@deal-site/queue-contract';
import type { DataSource } from 'typeorm';
import { DEAL_COLUMNS, digestDealRowOf, type DigestDealRow, type SqlDealRow } from './digest-deal';

/** A confirmed subscriber of one frequency and the instant its next digest's deals start after. */
export interface DigestRecipient {
  id: number;
  email: string;
  unsubscribeToken: string;
  dealsFrom: Date;
  /** The alerts folded into this frequency's digest. */
  alerts: AlertRule[];
}

/** Permanent refusals in a row after which a subscription is paused. */
export const PAUSE_AFTER_REFUSALS = 3;

/** "YYYY-MM-DD HH:MM:SS" in UTC: compares right against stored values with or without fractions. */
const toWholeSecond = (instant: Date) => toSqlDateTime(instant).slice(0, 19);

interface RecipientRow {
  id: number;
  email: string;
  unsubscribe_token: string;
  deals_after: Date | string;
}

/**
 * The digest's tables through plain parameterised SQL, so the worker needs none of the API's
 * entities. Backticks quote names on both SQLite and MySQL.
 */
export class SqlDigestStore {
  constructor(private readonly dataSource: DataSource) {}

  private async insert(sql: string, parameters: unknown[]): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(sql, parameters, true);
      // better-sqlite3 answers the new rowid; mysql2 a result header holding insertId.
      const raw = result.raw as number | { insertId: number };
      return Number(typeof raw === 'object' ? raw.insertId : raw);
    } finally {
      await runner.release();
    }
  }

  startRun(frequency: DigestFrequency, trigger: DigestTrigger, period: string, now: Date) {
    return this.insert(
      'INSERT INTO `digest_runs` (`frequency`, `triggered_by`, `period`, `started_at`, `sent`, `skipped`, `failed`) VALUES (?, ?, ?, ?, 0, 0, 0)',
      [frequency, trigger, period, toSqlDateTime(now)],
    );
  }

  async finishRun(runId: number, { sent, skipped, failed }: DigestRunCounts, now: Date) {
    await this.dataSource.query(
      'UPDATE `digest_runs` SET `finished_at` = ?, `sent` = ?, `skipped` = ?, `failed` = ? WHERE `id` = ?',
      [toSqlDateTime(now), sent, skipped, failed, runId],
    );
  }

  /** Confirmed subscribers of the frequency; deals count from their last digest, or confirmation. */
  async recipients(frequency: DigestFrequency): Promise<DigestRecipient[]> {
    const rows: RecipientRow[] = await this.dataSource.query(
      "SELECT `id`, `email`, `unsubscribe_token`, COALESCE(`last_digest_at`, `confirmed_at`, `created_at`) AS `deals_after` FROM `subscriptions` WHERE `status` = 'active' AND `frequency` = ? ORDER BY `id`",
      [frequency],
    );
    const alerts = await this.digestAlerts(frequency);
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      unsubscribeToken: row.unsubscribe_token,
      dealsFrom: fromSqlDateTime(row.deals_after),
      alerts: alerts.get(Number(row.id)) ?? [],
    }));
  }

  /** Each subscription's alerts of the frequency, by subscription id. */
  private async digestAlerts(frequency: DigestFrequency): Promise<Map<number, AlertRule[]>> {
    const rows: { subscription_id: number | string; kind: AlertKind; value: string }[] =
      await this.dataSource.query(
        'SELECT `subscription_id`, `kind`, `value` FROM `subscription_alerts` WHERE `frequency` = ? ORDER BY `id`',
        [frequency],
      );
    const bySubscription = new Map<number, AlertRule[]>();
    for (const { subscription_id: id, kind, value } of rows) {
      const alerts = bySubscription.get(Number(id)) ?? [];
      alerts.push({ kind, value });
      bySubscription.set(Number(id), alerts);
    }
    return bySubscription;
  }

  /**
   * Active deals added in [from, until) and not expired by `until`, both cut to the whole second, newest first. SQLite keeps
   * a default created_at to the second only, so windows that meet at whole seconds place every
   * deal in exactly one digest window on either dialect.
   */
  async dealsAddedBetween(from: Date, until: Date, limit: number): Promise<DigestDealRow[]> {
    const rows: SqlDealRow[] = await this.dataSource.query(
      `SELECT ${DEAL_COLUMNS} FROM \`deals\` ` +
        `WHERE \`created_at\` >= ? AND \`created_at\` < ? AND ${liveDealCondition()} ORDER BY \`created_at\` DESC, \`id\` DESC LIMIT ?`,
      [toWholeSecond(from), toWholeSecond(until), ...liveDealParams(until), limit],
    );
    return rows.map(digestDealRowOf);
  }

  /**
   * Claims (subscription, period) in the send log before anything is sent; null when that digest
   * was already claimed, by this run, a retried or doubled one, or another worker. Claimed again
   * by a later run: a send that failed (no server took it, say the SMTP server was away), and a
   * send an earlier attempt of the same job (`owner`) claimed but never finished, because BullMQ
   * runs a job again only once the worker of the earlier attempt has lost its lock.
   */
  async claim(
    subscriptionId: number,
    period: string,
    dealCount: number,
    now: Date,
    owner: string | null = null,
  ) {
    try {
      return await this.insert(
        "INSERT INTO `digest_sends` (`subscription_id`, `period`, `status`, `deal_count`, `claimed_at`, `claimed_by`) VALUES (?, ?, 'claimed', ?, ?, ?)",
        [subscriptionId, period, dealCount, toSqlDateTime(now), owner],
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.claimAgain(subscriptionId, period, dealCount, now, owner);
    }
  }

  /** One UPDATE takes the row over: of two runs trying, one gets it. */
  private async claimAgain(
    subscriptionId: number,
    period: string,
    dealCount: number,
    now: Date,
    owner: string | null,
  ) {
    const runner = this.dataSource.createQueryRunner();
    try {
      const { affected } = await runner.query(
        "UPDATE `digest_sends` SET `status` = 'claimed', `deal_count` = ?, `claimed_at` = ?, `claimed_by` = ?, `finished_at` = NULL, `error` = NULL WHERE `subscription_id` = ? AND `period` = ? AND (`status` = 'failed' OR (`status` = 'claimed' AND `claimed_by` = ?))",
        [dealCount, toSqlDateTime(now), owner, subscriptionId, period, owner],
        true,
      );
      if (!affected) return null;
      const rows = (await runner.query(
        'SELECT `id` FROM `digest_sends` WHERE `subscription_id` = ? AND `period` = ?',
        [subscriptionId, period],
      )) as { id: number | string }[];
      return rows.length ? Number(rows[0].id) : null;
    } finally {
      await runner.release();
    }
  }

  /** The digest went out: its deals are done with, and the refusal streak ends. */
  async markSent(sendId: number, subscriptionId: number, dealsUntil: Date, now: Date) {
    await transactionInTurn(this.dataSource, async (manager) => {
      await manager.query(
        "UPDATE `digest_sends` SET `status` = 'sent', `finished_at` = ? WHERE `id` = ?",
        [toSqlDateTime(now), sendId],
      );
      await manager.query(
        'UPDATE `subscriptions` SET `last_digest_at` = ?, `consecutive_failures` = 0 WHERE `id` = ?',
        [toSqlDateTime(dealsUntil), subscriptionId],
      );
    });
  }

  /**
   * A permanent refusal: recorded, and the third in a row pauses the subscription. The status
   * is assigned first so both dialects compute it from the count before this refusal.
   */
  async markRefused(sendId: number, subscriptionId: number, error: string, now: Date) {
    await transactionInTurn(this.dataSource, async (manager) => {
      await manager.query(
        "UPDATE `digest_sends` SET `status` = 'refused', `finished_at` = ?, `error` = ? WHERE `id` = ?",
        [toSqlDateTime(now), error, sendId],
      );
      await manager.query(
        "UPDATE `subscriptions` SET `status` = CASE WHEN `consecutive_failures` + 1 >= ? THEN 'paused' ELSE `status` END, `consecutive_failures` = `consecutive_failures` + 1 WHERE `id` = ?",
        [PAUSE_AFTER_REFUSALS, subscriptionId],
      );
    });
  }

  /** Any other failure: recorded; the deals stay due and go out with the next digest. */
  async markFailed(sendId: number, error: string, now: Date) {
    await this.dataSource.query(
      "UPDATE `digest_sends` SET `status` = 'failed', `finished_at` = ?, `error` = ? WHERE `id` = ?",
      [toSqlDateTime(now), error, sendId],
    );
  }

  /** Removes subscriptions still pending confirmation that were created before `createdBefore`. */
  async purgePending(createdBefore: Date): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(
        "DELETE FROM `subscriptions` WHERE `status` = 'pending' AND `created_at` < ?",
        [toSqlDateTime(createdBefore)],
        true,
      );
      return result.affected ?? 0;
    } finally {
      await runner.release();
    }
  }
}
