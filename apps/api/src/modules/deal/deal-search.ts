import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Deal } from './deal.entity';

export type SqlDialect = 'sqlite' | 'mysql';

const SQLITE_LOWER = 'deal_search_lower';

export function dialectOf(dataSource: DataSource): SqlDialect {
  return dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
}

interface SqliteConnection {
  function(
    name: string,
    options: { deterministic: boolean },
    implementation: (value: unknown) => unknown,
  ): void;
}

/**
 * SQLite's LOWER and LIKE fold ASCII letters only; this gives it JavaScript's full Unicode
 * lower-casing, the one MariaDB's LOWER applies, so "ÉTÉ" is found by "été" on both.
 */
export function registerSqliteSearchLower(dataSource: DataSource): void {
  if (dialectOf(dataSource) !== 'sqlite') return;
  const connection = (dataSource.driver as unknown as { databaseConnection: SqliteConnection })
    .databaseConnection;
  connection.function(SQLITE_LOWER, { deterministic: true }, (value) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
}

/** The search text as a LIKE pattern: lower-cased, `\`, `%` and `_` matched literally. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// Both dialects compare lower-cased text byte for byte, so MariaDB's accent-blind collation
// does not make "cafe" find "café" there and not on SQLite.
function lowered(column: string, dialect: SqlDialect): string {
  return dialect === 'sqlite'
    ? `${SQLITE_LOWER}(${column})`
    : `LOWER(${column}) COLLATE utf8mb4_bin`;
}

/**
 * "`title` or `description` contains the pattern", case-insensitively; `patterns` are the two
 * placeholders (or the same named one twice) bound to `containsPattern(search)`.
 */
export function textContainsSql(
  title: string,
  description: string,
  patterns: [string, string],
  dialect: SqlDialect,
): string {
  // One backslash as the escape character; MariaDB reads backslashes in literals as escapes.
  const escape = dialect === 'sqlite' ? `'\\'` : `'\\\\'`;
  return (
    `(${lowered(title, dialect)} LIKE ${patterns[0]} ESCAPE ${escape}` +
    ` OR ${lowered(description, dialect)} LIKE ${patterns[1]} ESCAPE ${escape})`
  );
}

/** The condition "title or description contains the search text", case-insensitively, on `alias`. */
export function textContainsCondition(
  alias: string,
  search: string,
  dialect: SqlDialect,
): { condition: string; parameters: { searchPattern: string } } {
  return {
    condition: textContainsSql(
      `${alias}.title`,
      `${alias}.description`,
      [':searchPattern', ':searchPattern'],
      dialect,
    ),
    parameters: { searchPattern: containsPattern(search) },
  };
}

/** Keeps deals whose title or description contains the search text, case-insensitively. */
export function whereTextContains(
  builder: SelectQueryBuilder<Deal>,
  search: string,
  dialect: SqlDialect,
): SelectQueryBuilder<Deal> {
  const { condition, parameters } = textContainsCondition(builder.alias, search, dialect);
  return builder.andWhere(condition, parameters);
}
