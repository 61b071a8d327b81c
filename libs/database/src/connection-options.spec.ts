import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectionOptions } from './connection-options';

describe('the SQLite connection options', () => {
  let folder: string;
  beforeAll(() => (folder = mkdtempSync(join(tmpdir(), 'connection-options-'))));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keep a new file and a reopened one in WAL with synchronous=NORMAL, a busy timeout and foreign keys', async () => {
    const file = join(folder, 'deals.sqlite');
    const options = await connectionOptions({ dialect: 'sqlite', file });
    const prepare = (options as { prepareDatabase: (db: Database.Database) => void })
      .prepareDatabase;
    for (const attempt of ['new file', 'reopened']) {
      const db = new Database(file);
      try {
        prepare(db);
        expect({
          attempt,
          journal: db.pragma('journal_mode', { simple: true }),
          synchronous: db.pragma('synchronous', { simple: true }),
          busyTimeout: db.pragma('busy_timeout', { simple: true }),
          foreignKeys: db.pragma('foreign_keys', { simple: true }),
        }).toEqual({ attempt, journal: 'wal', synchronous: 1, busyTimeout: 5000, foreignKeys: 1 });
      } finally {
        db.close();
      }
    }
  });
});
