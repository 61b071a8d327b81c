/**
 * The statements that store a click batch, shared by the app's connection (click-writes.ts) and
 * the SQLite writer thread (sqlite-click-write-loop.ts), so both write alike.
 */

/** Each batch bumps the click version once, so every process knows its cached counts are old. */
export const BUMP_CLICKS_VERSION =
  'UPDATE `site_data_version` SET `clicks_version` = `clicks_version` + 1 WHERE `id` = 1';

/** Setting updated_at to itself keeps a click from counting as an edit of the deal. */
export const ADD_DEAL_CLICKS =
  'UPDATE `deals` SET `clicks` = `clicks` + ?, `updated_at` = `updated_at` WHERE `id` = ?';

export type ClickDialect = 'mysql' | 'sqlite';

/** Never past the cap: the database has the last word when two processes saw the same visitor. */
const CAPPED_UPSERT: Record<ClickDialect, string> = {
  mysql: 'ON DUPLICATE KEY UPDATE `clicks` = LEAST(`clicks` + VALUES(`clicks`), ?)',
  sqlite:
    'ON CONFLICT (`deal_id`, `day`, `visitor_hash`) DO UPDATE SET `clicks` = MIN(`clicks` + excluded.`clicks`, ?)',
};

/**
 * Adds `rows` visitors' clicks to their deal_clicks rows. Parameters: deal id, day, visitor hash
 * and clicks for each row, then the cap.
 */
export const addVisitorClicksStatement = (rows: number, dialect: ClickDialect): string =>
  'INSERT INTO `deal_clicks` (`deal_id`, `day`, `visitor_hash`, `clicks`) VALUES ' +
  `${Array<string>(rows).fill('(?, ?, ?, ?)').join(', ')} ${CAPPED_UPSERT[dialect]}`;

/**
 * A visitor's first clicks of a day on SQLite, inserted without reading first; changes nothing
 * (0 changes) when the visitor already has a row. Parameters: deal id, day, visitor hash, clicks.
 */
export const ADD_FIRST_VISITOR_CLICKS_SQLITE =
  'INSERT INTO `deal_clicks` (`deal_id`, `day`, `visitor_hash`, `clicks`) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING';

/**
 * The stored clicks of some visitors of one deal (parameters: deal id, then day and visitor hash
 * of each), locked on MySQL until the batch commits, so two processes that both counted the same
 * visitor add to the deal only what the cap leaves.
 */
export const storedVisitorClicksStatement = (rows: number, dialect: ClickDialect): string =>
  'SELECT `day`, `visitor_hash`, `clicks` FROM `deal_clicks` WHERE `deal_id` = ? AND (`day`, `visitor_hash`) IN (' +
  `${Array<string>(rows).fill('(?, ?)').join(', ')})${dialect === 'mysql' ? ' FOR UPDATE' : ''}`;

/** What one visitor's new clicks may add under the cap, given what is stored already. */
export const clicksWithinCap = (clicks: number, stored: number, cap: number): number =>
  Math.max(0, Math.min(clicks, cap - stored));

/**
 * Gives a visitor row the `src` its click carried, unless an earlier click gave it one
 * (parameters: source, deal id, day, visitor hash).
 */
export const SET_VISITOR_CLICKS_SOURCE =
  'UPDATE `deal_clicks` SET `source` = ? WHERE `deal_id` = ? AND `day` = ? AND `visitor_hash` = ? AND `source` IS NULL';

/** Visitor rows deleted per statement when days expire, so no delete holds the write lock long. */
export const EXPIRED_CLICK_ROWS_PER_DELETE = 5000;

/**
 * Deletes up to that many visitor rows of days before the given one (parameters: day, limit); run
 * until it deletes fewer. SQLite has no DELETE ... LIMIT in its usual builds.
 */
export const DELETE_EXPIRED_CLICK_ROWS: Record<ClickDialect, string> = {
  mysql: 'DELETE FROM `deal_clicks` WHERE `day` < ? ORDER BY `day` LIMIT ?',
  sqlite:
    'DELETE FROM `deal_clicks` WHERE `id` IN (SELECT `id` FROM `deal_clicks` WHERE `day` < ? LIMIT ?)',
};
