import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

/** What a rejected promise rejected with. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('isDatabaseUnavailable', () => {
  let folder: string;
  beforeAll(() => (folder = mkdtempSync(join(tmpdir(), 'db-unavailable-'))));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('says yes to mysql2 failing to reach a server, bare and as TypeORM wraps it', async () => {
    // Nothing listens on port 1 of the loopback address.
    const refused = await rejectionOf(
      createConnection({ host: '127.0.0.1', port: 1, connectTimeout: 2000 }),
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], refused as Error))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('render failed', { cause: refused }))).toBe(true);
  });

  it('says yes to the lost-connection errors mysql2 raises without a socket code', () => {
    const lost = Object.assign(new Error('Connection lost: The server closed the connection.'), {
      code: 'PROTOCOL_CONNECTION_LOST',
      fatal: true,
    });
    expect(isDatabaseUnavailable(lost)).toBe(true);
    expect(
      isDatabaseUnavailable(new Error("Can't add new command when connection is in closed state")),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('shutdown'), { code: 'ER_SERVER_SHUTDOWN' })),
    ).toBe(true);
  });

  it('says yes to SQLite staying locked past its busy timeout', () => {
    const file = join(folder, 'locked.sqlite');
    const holder = new Database(file);
    const waiter = new Database(file, { timeout: 0 });
    try {
      holder.exec('CREATE TABLE t (id INTEGER); BEGIN EXCLUSIVE; INSERT INTO t VALUES (1)');
      const busy = thrownBy(() => waiter.prepare('SELECT * FROM t').all());
      expect((busy as { code: string }).code).toMatch(/^SQLITE_BUSY/);
      expect(isDatabaseUnavailable(busy)).toBe(true);
      expect(isDatabaseUnavailable(new QueryFailedError('SELECT', [], busy as Error))).toBe(true);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
      waiter.close();
    }
  });

  it('says no to bad queries, broken rules and errors that are not the database’s', () => {
    const db = new Database(join(folder, 'plain.sqlite'));
    try {
      db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
      db.exec('INSERT INTO t VALUES (1)');
      const syntax = thrownBy(() => db.exec('SELEC 1'));
      const duplicate = thrownBy(() => db.exec('INSERT INTO t VALUES (1)'));
      expect(isDatabaseUnavailable(syntax)).toBe(false);
      expect(isDatabaseUnavailable(new QueryFailedError('INSERT', [], duplicate as Error))).toBe(
        false,
      );
    } finally {
      db.close();
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: 'ER_DUP_ENTRY' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('ends on errors that wrap each other in a cycle', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    (first as { cause?: unknown }).cause = second;
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});
