import { fromSqlDateTime, toSqlDateTime, writeVisibleChange } from '@deal-site/database';
import type { ImportTrigger } from '@deal-site/queue-contract';
import type { DataSource, QueryResult } from 'typeorm';
import type {
  ImportRunRecord,
  ImportRunStatus,
  ImportStore,
  NewImportedDeal,
  NotImportedPost,
  RunOutcome,
} from './import-store';
import { dealIdentity } from './deal-identity';
import { storedPrice } from './stored-price';

const PAGE_ID_SETTING = 'facebook_page_id';
// A run still "running" after this long belongs to a process that died (SIGKILL, crash).
const ABANDONED_AFTER_MS = 30 * 60 * 1000;
const MAX_KEPT_REASONS = 200;

interface RunRow {
  id: number;
  triggered_by: ImportTrigger;
  status: ImportRunStatus;
  started_at: Date | string;
  finished_at: Date | string | null;
  imported: number;
  not_imported: number;
  message: string;
  not_imported_reasons: string;
}

function parseReasons(json: string): NotImportedPost[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as NotImportedPost[]) : [];
  } catch {
    return [];
  }
}

/** MySQL's refusal of a row whose unique key is taken (ER_DUP_ENTRY), as TypeORM wraps it. */
function isMysqlDuplicateKey(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: unknown } } | null)?.driverError;
  return driverError?.code === 'ER_DUP_ENTRY';
}

/**
 * The import's tables through plain parameterised SQL on a DataSource without entities, so the
 * worker needs none of the API's code. Backticks quote names on both SQLite and MySQL.
 */
export class SqlImportStore implements ImportStore {
  constructor(private readonly dataSource: DataSource) {}

  private get isSqlite(): boolean {
    return this.dataSource.options.type === 'better-sqlite3';
  }

  /** A write whose affected rows and insert id are wanted. */
  private async write(sql: string, parameters: unknown[]): Promise<QueryResult> {
    const runner = this.dataSource.createQueryRunner();
    try {
      return await runner.query(sql, parameters, true);
    } finally {
      await runner.release();
    }
  }

  async pageIdSetting(): Promise<string | null> {
    const rows: { value: string }[] = await this.dataSource.query(
      'SELECT `value` FROM `import_settings` WHERE `name` = ?',
      [PAGE_ID_SETTING],
    );
    return rows[0]?.value ?? null;
  }

  async savePageIdSetting(pageId: string): Promise<void> {
    const now = toSqlDateTime(new Date());
    const upsert = this.isSqlite
      ? 'INSERT INTO `import_settings` (`name`, `value`, `updated_at`) VALUES (?, ?, ?) ON CONFLICT (`name`) DO UPDATE SET `value` = excluded.`value`, `updated_at` = excluded.`updated_at`'
      : 'INSERT INTO `import_settings` (`name`, `value`, `updated_at`) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE `value` = VALUES(`value`), `updated_at` = VALUES(`updated_at`)';
    await this.dataSource.query(upsert, [PAGE_ID_SETTING, pageId, now]);
  }

  async lastSuccessfulRunStart(): Promise<Date | null> {
    const rows: { started_at: Date | string }[] = await this.dataSource.query(
      "SELECT `started_at` FROM `import_runs` WHERE `status` = 'succeeded' ORDER BY `started_at` DESC LIMIT 1",
    );
    return rows[0] ? fromSqlDateTime(rows[0].started_at) : null;
  }

  async importedPostIds(postIds: string[]): Promise<Set<string>> {
    if (postIds.length === 0) return new Set();
    const rows: { source_post_id: string }[] = await this.dataSource.query(
      `SELECT \`source_post_id\` FROM \`deals\` WHERE \`source_post_id\` IN (${postIds.map(() => '?').join(', ')})`,
      postIds,
    );
    return new Set(rows.map((row) => row.source_post_id));
  }

  async insertDeal(deal: NewImportedDeal): Promise<boolean> {
    const createdAt = toSqlDateTime(deal.createdAt);
    const { storeSlug, productKey } = dealIdentity(deal);
    const { priceAmount, priceCurrency } = storedPrice(deal.price);
    const columns =
      '`title`, `description`, `price`, `original_price`, `percent_off`, `affiliate_link`, `image_url`, `tagline`, `category`, `active`, `clicks`, `source_post_id`, `created_at`, `updated_at`, `price_set_at`, `expires_at`, `store_slug`, `product_key`, `price_amount`, `price_currency`';
    // The unique index on source_post_id decides: a post imported meanwhile adds nothing. MySQL
    // has no DO NOTHING, and its "upsert" counts a kept row as affected, so a duplicate is caught.
    const onConflict = this.isSqlite ? 'ON CONFLICT (`source_post_id`) DO NOTHING' : '';
    const values = [
      deal.title,
      deal.description,
      deal.price,
      deal.originalPrice,
      deal.percentOff,
      deal.affiliateLink,
      deal.imageUrl,
      deal.sourcePostId,
      createdAt,
      toSqlDateTime(new Date()),
      // The price is the post's: as of when it was written.
      createdAt,
      deal.expiresAt ? toSqlDateTime(deal.expiresAt) : null,
      storeSlug,
      productKey,
      priceAmount,
      priceCurrency,
    ];
    try {
      // The insert and the content bump every API process's caches watch commit together.
      return await writeVisibleChange(
        this.dataSource,
        async (manager) => {
          const result = await manager.queryRunner!.query(
            `INSERT INTO \`deals\` (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, '', 'daily', 1, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?) ${onConflict}`,
            values,
            true,
          );
          return (result.affected ?? 0) > 0;
        },
        (inserted) => inserted,
      );
    } catch (error) {
      if (isMysqlDuplicateKey(error)) return false;
      throw error;
    }
  }

  async startRun(trigger: ImportTrigger, startedAt: Date): Promise<number> {
    await this.dataSource.query(
      "UPDATE `import_runs` SET `status` = 'failed', `message` = ?, `finished_at` = ? WHERE `status` = 'running' AND `started_at` < ?",
      [
        'The import was interrupted (its process stopped); the next run picks up its posts',
        toSqlDateTime(startedAt),
        toSqlDateTime(new Date(startedAt.getTime() - ABANDONED_AFTER_MS)),
      ],
    );
    const result = await this.write(
      "INSERT INTO `import_runs` (`triggered_by`, `status`, `started_at`, `imported`, `not_imported`, `message`, `not_imported_reasons`) VALUES (?, 'running', ?, 0, 0, '', '[]')",
      [trigger, toSqlDateTime(startedAt)],
    );
    // better-sqlite3 answers the new rowid; mysql2 a result header holding insertId.
    return Number(this.isSqlite ? result.raw : (result.raw as { insertId: number }).insertId);
  }

  async finishRun(id: number, outcome: RunOutcome, finishedAt: Date): Promise<void> {
    await this.dataSource.query(
      'UPDATE `import_runs` SET `status` = ?, `finished_at` = ?, `imported` = ?, `not_imported` = ?, `message` = ?, `not_imported_reasons` = ? WHERE `id` = ?',
      [
        outcome.status,
        toSqlDateTime(finishedAt),
        outcome.imported,
        outcome.notImported.length,
        outcome.message,
        JSON.stringify(outcome.notImported.slice(0, MAX_KEPT_REASONS)),
        id,
      ],
    );
  }

  async recentRuns(limit: number): Promise<ImportRunRecord[]> {
    const rows: RunRow[] = await this.dataSource.query(
      'SELECT * FROM `import_runs` ORDER BY `started_at` DESC, `id` DESC LIMIT ?',
      [limit],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      trigger: row.triggered_by,
      status: row.status,
      startedAt: fromSqlDateTime(row.started_at),
      finishedAt: row.finished_at === null ? null : fromSqlDateTime(row.finished_at),
      imported: Number(row.imported),
      notImported: Number(row.not_imported),
      message: row.message,
      notImportedPosts: parseReasons(row.not_imported_reasons),
    }));
  }
}
