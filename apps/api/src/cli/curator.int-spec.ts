import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../test/test-databases';
import { openDatabase } from '../database/data-source';
import { Role } from '../access/role';
import { UserService } from '../modules/user/user.service';

const workspaceRoot = resolve(__dirname, '../../../..');
// The command as `npm run curator` runs it: the built API's entry, configured by the environment.
const builtCommand = join(workspaceRoot, 'dist/apps/api/src/cli/curator.js');
const HASH = '$2b$12$abcdefghijklmnopqrstuu5e0l7xJmJq1QyU1Wl0cNq2bVxY3xCk.';

describe.each(DIALECTS)('npm run curator on %s', (dialect) => {
  let database: TestDatabase;
  let dataDir: string;
  let dataSource: DataSource;
  let users: UserService;

  const curator = (...args: string[]) => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent' };
    if (database.config.dialect === 'mysql') env.DATABASE_URL = database.config.url;
    env.DATA_DIR = database.config.dialect === 'sqlite' ? dirname(database.config.file) : dataDir;
    const run = spawnSync(process.execPath, [builtCommand, ...args], { env, encoding: 'utf8' });
    return { code: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    if (database.config.dialect === 'sqlite') {
      // The command finds SQLite where the server keeps it: DATA_DIR/deals.sqlite.
      database.config = {
        ...database.config,
        file: join(dirname(database.config.file), 'deals.sqlite'),
      };
    }
    dataDir = mkdtempSync(join(tmpdir(), 'curator-cli-'));
    dataSource = await openDatabase(database.config);
    users = new UserService(dataSource);
    await users.createAccount({ username: 'founder', passwordHash: HASH });
    await users.createAccount({ username: 'Editor', passwordHash: HASH });
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('grants, lists and revokes curator rights in the configured database', async () => {
    expect(curator('grant', 'editor')).toEqual({
      code: 0,
      out: 'Editor is now a curator.',
      err: '',
    });
    expect((await users.findByUsername('editor'))?.role).toBe(Role.CURATOR);
    expect(curator('list')).toMatchObject({ code: 0, out: 'founder\nEditor' });

    const before = (await users.findByUsername('editor'))!.tokenVersion;
    expect(curator('revoke', 'Editor')).toMatchObject({ code: 0 });
    const revoked = await users.findByUsername('editor');
    expect(revoked?.role).toBe(Role.VISITOR);
    expect(revoked?.tokenVersion).toBe(before + 1);
  });

  it('exits non-zero with a clear line for an unknown account or a wrong call', () => {
    expect(curator('grant', 'nobody')).toEqual({
      code: 1,
      out: '',
      err: 'No account is named "nobody". It must register before it can be changed.',
    });
    expect(curator('promote', 'founder')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^usage:/),
    });
    expect(curator('grant')).toMatchObject({ code: 2 });
  });
});
