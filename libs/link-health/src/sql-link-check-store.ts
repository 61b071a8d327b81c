import {
  fromSqlDateTime,
  liveDealCondition,
  liveDealParams,
  toSqlDateTime,
} from '@deal-site/database';
import type { LinkCheckRunCounts, LinkCheckTrigger } from '@deal-site/queue-contract';
import type { DataSource } from 'typeorm';
import { MAX_STORED_URL_LENGTH, checkedLinkOf, type DealLinkColumns } from './checked-link';
import type { LinkCheck, LinkStatus } from './link-status';

/** A live deal's affiliate link, as a run checks it. */
export interface DealLink {
  dealId: number;
  url: string;
}

/** A run's row: a fresh one, or the unfinished one of an earlier attempt of the same job. */
export interface LinkCheckRunRecord {
  id: number;
  startedAt: Date;
  /** True when an earlier attempt of the same job started it. */
  resumed: boolean;
}

/**
 * How recent an unfinished run must be for a later attempt of its job to take it up: retries and
 * stalled-job recovery come within hours, while a job id reused after Redis lost its data would
 * otherwise take up a long-dead run.
 */
export const RESUME_WITHIN_MS = 2 * 24 * 60 * 60 * 1000;

/** The width of the reason the checks write (the links': MAX_STORED_URL_LENGTH). */
export const MAX_STORED_REASON_LENGTH = 255;

const STATUS_FIELDS: Record<LinkStatus, keyof Omit<LinkCheckRunCounts, 'checked'>> = {
  ok: 'ok',
  broken: 'broken',
  unknown: 'unknown',
  'not-checked': 'notChecked',
};

/** A deal deleted while its link was being checked: its row has nothing left to point at. */
const MISSING_DEAL_CODES = new Set(['ER_NO_REFERENCED_ROW_2', 'SQLITE_CONSTRAINT_FOREIGNKEY']);

function isMissingDeal(error: unknown): boolean {
  const code = (error as { driverError?: { code?: unknown } } | null)?.driverError?.code;
  return typeof code === 'string' && MISSING_DEAL_CODES.has(code);
}

/**
 * The link checks' tables through plain parameterised SQL, so the worker needs none of the API's
 * entities. Backticks quote names on both SQLite and MySQL.
 */
export class SqlLinkCheckStore {
  constructor(private readonly dataSource: DataSource) {}

  private get isSqlite(): boolean {
    return this.dataSource.options.type === 'better-sqlite3';
  }

  /**
   * Starts a run, or takes up the unfinished run of `owner` (the BullMQ job an earlier attempt
   * belonged to: retried after a failure, or run again after its worker died).
   */
  async startRun(
    trigger: LinkCheckTrigger,
    owner: string | null,
    now: Date,
  ): Promise<LinkCheckRunRecord> {
    if (owner) {
      const rows: { id: number | string; started_at: Date | string }[] =
        await this.dataSource.query(
          'SELECT `id`, `started_at` FROM `link_check_runs` WHERE `owner` = ? AND `finished_at` IS NULL AND `started_at` > ? ORDER BY `id` DESC LIMIT 1',
          [owner, toSqlDateTime(new Date(now.getTime() - RESUME_WITHIN_MS))],
        );
      if (rows[0]) {
        return {
          id: Number(rows[0].id),
          startedAt: fromSqlDateTime(rows[0].started_at),
          resumed: true,
        };
      }
    }
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(
        'INSERT INTO `link_check_runs` (`triggered_by`, `owner`, `started_at`, `checked`, `ok`, `broken`, `unknown`, `not_checked`) VALUES (?, ?, ?, 0, 0, 0, 0, 0)',
        [trigger, owner, toSqlDateTime(now)],
        true,
      );
      // better-sqlite3 answers the new rowid; mysql2 a result header holding insertId.
      const raw = result.raw as number | { insertId: number };
      return {
        id: Number(typeof raw === 'object' ? raw.insertId : raw),
        startedAt: now,
        resumed: false,
      };
    } finally {
      await runner.release();
    }
  }

  /**
   * Live deals (active, not expired at `now`, with a link) whose current link (checkedLinkOf)
   * run `runId` has not checked yet, in id order: all of them for a fresh run.
   */
  async linksToCheck(runId: number, now: Date): Promise<DealLink[]> {
    const rows: (DealLinkColumns & {
      id: number | string;
      run_id: number | string | null;
      url: string | null;
    })[] = await this.dataSource.query(
      'SELECT `d`.`id`, `d`.`description`, `d`.`affiliate_link`, `c`.`run_id`, `c`.`url` FROM `deals` `d` ' +
        'LEFT JOIN `link_checks` `c` ON `c`.`deal_id` = `d`.`id` ' +
        `WHERE ${liveDealCondition('d')} ORDER BY \`d\`.\`id\``,
      liveDealParams(now),
    );
    return rows.flatMap((row) => {
      const url = checkedLinkOf(row);
      if (url === null) return [];
      const checkedByThisRun =
        row.run_id !== null && Number(row.run_id) === runId && row.url === url;
      return checkedByThisRun ? [] : [{ dealId: Number(row.id), url }];
    });
  }

  /**
   * Writes the deal's check over its previous one, at once, so a run that stops keeps every
   * check it finished. False when the deal was deleted meanwhile.
   */
  async saveCheck(runId: number, { dealId, url }: DealLink, check: LinkCheck): Promise<boolean> {
    const values = [
      dealId,
      runId,
      url.slice(0, MAX_STORED_URL_LENGTH),
      check.status,
      check.httpStatus,
      check.reason.slice(0, MAX_STORED_REASON_LENGTH),
      check.finalUrl.slice(0, MAX_STORED_URL_LENGTH),
      toSqlDateTime(check.checkedAt),
    ];
    const columns =
      '`deal_id`, `run_id`, `url`, `status`, `http_status`, `reason`, `final_url`, `checked_at`';
    const updated = ['run_id', 'url', 'status', 'http_status', 'reason', 'final_url', 'checked_at'];
    const upsert = this.isSqlite
      ? `ON CONFLICT (\`deal_id\`) DO UPDATE SET ${updated.map((name) => `\`${name}\` = excluded.\`${name}\``).join(', ')}`
      : `ON DUPLICATE KEY UPDATE ${updated.map((name) => `\`${name}\` = VALUES(\`${name}\`)`).join(', ')}`;
    try {
      await this.dataSource.query(
        `INSERT INTO \`link_checks\` (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ${upsert}`,
        values,
      );
      return true;
    } catch (error) {
      if (isMissingDeal(error)) return false;
      throw error;
    }
  }

  /** What the run checked, earlier attempts included: the rows it wrote that are still there. */
  async countsOf(runId: number): Promise<LinkCheckRunCounts> {
    const rows: { status: LinkStatus; checks: number | string }[] = await this.dataSource.query(
      'SELECT `status`, COUNT(*) AS `checks` FROM `link_checks` WHERE `run_id` = ? GROUP BY `status`',
      [runId],
    );
    const counts: LinkCheckRunCounts = { checked: 0, ok: 0, broken: 0, unknown: 0, notChecked: 0 };
    for (const row of rows) {
      const field = STATUS_FIELDS[row.status];
      if (!field) continue;
      counts[field] += Number(row.checks);
      counts.checked += Number(row.checks);
    }
    return counts;
  }

  async finishRun(runId: number, counts: LinkCheckRunCounts, now: Date): Promise<void> {
    await this.dataSource.query(
      'UPDATE `link_check_runs` SET `finished_at` = ?, `checked` = ?, `ok` = ?, `broken` = ?, `unknown` = ?, `not_checked` = ? WHERE `id` = ?',
      [
        toSqlDateTime(now),
        counts.checked,
        counts.ok,
        counts.broken,
        counts.unknown,
        counts.notChecked,
        runId,
      ],
    );
  }
}
