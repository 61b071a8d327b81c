import type { DataSource, EntityManager } from 'typeorm';

const BUMP_CONTENT_VERSION =
  'UPDATE `site_data_version` SET `content_version` = `content_version` + 1 WHERE `id` = 1';

/** The bump found no version row to move: the write must not commit unseen by the caches. */
export class ContentVersionMissingError extends Error {
  override name = 'ContentVersionMissingError';
}

/** TypeORM's SQLite driver runs every transaction on one shared connection: they must take turns. */
const sqliteTurns = new WeakMap<DataSource, Promise<unknown>>();

function inTurn<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return work();
  const previous = sqliteTurns.get(dataSource) ?? Promise.resolve();
  const result = previous.then(work, work);
  sqliteTurns.set(
    dataSource,
    result.catch(() => undefined),
  );
  return result;
}

/**
 * A transaction; on SQLite it waits for the one before it to end (TypeORM's driver would refuse
 * a second BEGIN on the shared connection).
 */
export function transactionInTurn<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return inTurn(dataSource, () => dataSource.transaction(work));
}

/**
 * Runs a write that changes what public pages show, and the bump of the content version every
 * process's caches compare against, in one transaction: the write never commits without the
 * bump, and a failed bump rolls the write back. `changed` tells from the write's result whether it
 * changed anything (no bump when not).
 */
export function writeVisibleChange<T>(
  dataSource: DataSource,
  write: (manager: EntityManager) => Promise<T>,
  changed: (result: T) => boolean = () => true,
): Promise<T> {
  return inTurn(dataSource, () =>
    dataSource.transaction(async (manager) => {
      const result = await write(manager);
      if (changed(result)) await bumpContentVersion(manager);
      return result;
    }),
  );
}

/** The bump itself, for a transaction that is already open; throws when no row moved. */
export async function bumpContentVersion(manager: EntityManager): Promise<void> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive)
    throw new Error('bumpContentVersion runs inside the write’s own transaction');
  const { affected } = await runner.query(BUMP_CONTENT_VERSION, [], true);
  if (affected !== 1) throw new ContentVersionMissingError('site_data_version has no row 1');
}
