import {
  fromSqlDateTime,
  isUniqueViolation,
  liveDealCondition,
  liveDealParams,
  toSqlDateTime,
  transactionInTurn,
} from '@deal-site/database';
import type { AlertKind } from '@deal-site/deal-text';
import type { DataSource, EntityManager } from 'typeorm';
import { DEAL_COLUMNS, digestDealRowOf, type DigestDealRow, type SqlDealRow } from './digest-deal';

/** One instant alert of a subscriber: it covers deals added after it was set. */
export interface InstantAlert {
  kind: AlertKind;
  value: string;
  createdAt: Date;
}

/** A confirmed subscriber with instant alerts. */
export interface AlertRecipient {
  id: number;
  email: string;
  unsubscribeToken: string;
  confirmedAt: Date;
  alerts: InstantAlert[];
}

/** A live deal as alerts match and e-mails show it. */
export interface AlertDealRow extends DigestDealRow {
  createdAt: Date;
}

/** What claiming an e-mail's deals came to. */
export type AlertClaim = { mailId: number } | 'capped' | 'taken';

interface RecipientRow {
  id: number | string;
  email: string;
  unsubscribe_token: string;
  confirmed_at: Date | string | null;
  created_at: Date | string;
  kind: AlertKind;
  value: string;
  alert_created_at: Date | string;
}

/** Deals one scan reads at most: more new deals than this within a day is not a deal site's day. */
const DEALS_SCANNED = 500;

async function insertRow(manager: EntityManager, sql: string, parameters: unknown[]) {
  const result = await manager.queryRunner!.query(sql, parameters, true);
  // better-sqlite3 answers the new rowid; mysql2 a result header holding insertId.
  const raw = result.raw as number | { insertId: number };
  return Number(typeof raw === 'object' ? raw.insertId : raw);
}

/**
 * The instant alerts' tables through plain parameterised SQL, so the worker needs none of the
 * API's entities: alert_mails holds each e-mail in a numbered slot of the subscriber's day, and
 * alert_sends each (subscriber, deal) once, both under unique indexes.
 */
export class SqlAlertStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Active subscribers with their instant alerts. */
  async instantRecipients(): Promise<AlertRecipient[]> {
    const rows: RecipientRow[] = await this.dataSource.query(
      'SELECT `s`.`id`, `s`.`email`, `s`.`unsubscribe_token`, `s`.`confirmed_at`, `s`.`created_at`, `a`.`kind`, `a`.`value`, `a`.`created_at` AS `alert_created_at` ' +
        'FROM `subscriptions` `s` INNER JOIN `subscription_alerts` `a` ON `a`.`subscription_id` = `s`.`id` ' +
        "WHERE `s`.`status` = 'active' AND `a`.`frequency` = 'instant' ORDER BY `s`.`id`, `a`.`id`",
    );
    const recipients = new Map<number, AlertRecipient>();
    for (const row of rows) {
      const id = Number(row.id);
      let recipient = recipients.get(id);
      if (!recipient) {
        recipient = {
          id,
          email: row.email,
          unsubscribeToken: row.unsubscribe_token,
          confirmedAt: fromSqlDateTime(row.confirmed_at ?? row.created_at),
          alerts: [],
        };
        recipients.set(id, recipient);
      }
      recipient.alerts.push({
        kind: row.kind,
        value: row.value,
        createdAt: fromSqlDateTime(row.alert_created_at),
      });
    }
    return [...recipients.values()];
  }

  /** Live deals added since `from`, newest first. */
  async liveDealsAddedSince(from: Date, now: Date): Promise<AlertDealRow[]> {
    const rows: (SqlDealRow & { created_at: Date | string })[] = await this.dataSource.query(
      `SELECT ${DEAL_COLUMNS}, \`created_at\` FROM \`deals\` ` +
        `WHERE \`created_at\` >= ? AND ${liveDealCondition()} ORDER BY \`created_at\` DESC, \`id\` DESC LIMIT ?`,
      [toSqlDateTime(from), ...liveDealParams(now), DEALS_SCANNED],
    );
    return rows.map((row) => ({
      ...digestDealRowOf(row),
      createdAt: fromSqlDateTime(row.created_at),
    }));
  }

  /** Which of the deals the subscriber was already alerted to (or has claimed). */
  async alertedDealIds(subscriptionId: number, dealIds: readonly number[]): Promise<Set<number>> {
    if (dealIds.length === 0) return new Set();
    const rows: { deal_id: number | string }[] = await this.dataSource.query(
      `SELECT \`deal_id\` FROM \`alert_sends\` WHERE \`subscription_id\` = ? AND \`deal_id\` IN (${dealIds.map(() => '?').join(', ')})`,
      [subscriptionId, ...dealIds],
    );
    return new Set(rows.map((row) => Number(row.deal_id)));
  }

  /**
   * Claims the next of the day's `dailyCap` slots for an e-mail of these deals, and each deal for
   * the subscriber, in one transaction: 'capped' when the day's slots are used up, 'taken' when
   * another run claimed the slot or a deal first (it will have sent them).
   */
  async claim(
    subscriptionId: number,
    day: string,
    dealIds: readonly number[],
    dailyCap: number,
    now: Date,
    owner: string | null,
  ): Promise<AlertClaim> {
    try {
      return await transactionInTurn(this.dataSource, async (manager) => {
        const [{ used }] = await manager.query<{ used: number | string }[]>(
          'SELECT COUNT(*) AS `used` FROM `alert_mails` WHERE `subscription_id` = ? AND `day` = ?',
          [subscriptionId, day],
        );
        const slot = Number(used) + 1;
        if (slot > dailyCap) return 'capped' as const;
        const mailId = await insertRow(
          manager,
          "INSERT INTO `alert_mails` (`subscription_id`, `day`, `slot`, `status`, `deal_count`, `claimed_by`, `claimed_at`) VALUES (?, ?, ?, 'claimed', ?, ?, ?)",
          [subscriptionId, day, slot, dealIds.length, owner, toSqlDateTime(now)],
        );
        for (const dealId of dealIds) {
          await manager.query(
            'INSERT INTO `alert_sends` (`subscription_id`, `deal_id`, `mail_id`) VALUES (?, ?, ?)',
            [subscriptionId, dealId, mailId],
          );
        }
        return { mailId };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  async markSent(mailId: number, now: Date): Promise<void> {
    await this.dataSource.query(
      "UPDATE `alert_mails` SET `status` = 'sent', `sent_at` = ? WHERE `id` = ?",
      [toSqlDateTime(now), mailId],
    );
  }

  /** A permanent refusal: kept, so its deals are never offered to that address again. */
  async markRefused(mailId: number, error: string): Promise<void> {
    await this.dataSource.query(
      "UPDATE `alert_mails` SET `status` = 'refused', `error` = ? WHERE `id` = ?",
      [error.slice(0, 255), mailId],
    );
  }

  /** Gives a claim back (the send failed for now): its slot and deals are free for the next run. */
  async release(mailId: number): Promise<void> {
    await transactionInTurn(this.dataSource, async (manager) => {
      await manager.query('DELETE FROM `alert_sends` WHERE `mail_id` = ?', [mailId]);
      await manager.query('DELETE FROM `alert_mails` WHERE `id` = ?', [mailId]);
    });
  }

  /** Gives back claims a killed run left unsent before `claimedBefore`; answers how many. */
  async releaseAbandoned(claimedBefore: Date): Promise<number> {
    const rows: { id: number | string }[] = await this.dataSource.query(
      "SELECT `id` FROM `alert_mails` WHERE `status` = 'claimed' AND `claimed_at` < ?",
      [toSqlDateTime(claimedBefore)],
    );
    for (const { id } of rows) await this.release(Number(id));
    return rows.length;
  }

  /** Alerts kept, and the subscribers keeping them, for the admin's overview. */
  async alertCounts(): Promise<{ alerts: number; subscribers: number }> {
    const [row] = await this.dataSource.query<
      { alerts: number | string; subscribers: number | string }[]
    >(
      'SELECT COUNT(*) AS `alerts`, COUNT(DISTINCT `subscription_id`) AS `subscribers` FROM `subscription_alerts`',
    );
    return { alerts: Number(row.alerts), subscribers: Number(row.subscribers) };
  }

  /** Instant alert e-mails sent since `since`, for the admin's overview. */
  async sentSince(since: Date): Promise<number> {
    const [{ sent }] = await this.dataSource.query<{ sent: number | string }[]>(
      "SELECT COUNT(*) AS `sent` FROM `alert_mails` WHERE `status` = 'sent' AND `sent_at` >= ?",
      [toSqlDateTime(since)],
    );
    return Number(sent);
  }
}
