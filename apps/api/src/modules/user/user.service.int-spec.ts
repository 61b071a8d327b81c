import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { recordingLogger } from '../../../test/recording-logger';
import { DIALECTS } from '../../../test/test-databases';
import { openTestDataSource, type TestDataSource } from '../../../test/test-data-source';
import { User } from './user.entity';
import { Role } from '../../access/role';
import { UserService } from './user.service';
import { logWhenNoCurator } from './curator-notice';

// A fixed, valid-looking hash: these tests exercise the table, not bcrypt.
const HASH = '$2b$12$abcdefghijklmnopqrstuu5e0l7xJmJq1QyU1Wl0cNq2bVxY3xCk.';

describe.each(DIALECTS)('UserService on %s', (dialect) => {
  let database: TestDataSource;
  let dataSource: DataSource;
  let users: UserService;

  beforeEach(async () => {
    database = await openTestDataSource(dialect);
    dataSource = database.dataSource;
    users = new UserService(dataSource);
  });

  afterEach(async () => {
    await database.close();
  });

  it('lets exactly one of ten simultaneous first accounts become the curator', async () => {
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        users.createAccount({
          username: `first${index}`,
          passwordHash: HASH,
        }),
      ),
    );
    expect(created.filter((user) => user.role === Role.CURATOR)).toHaveLength(1);
    const rows = await dataSource.getRepository(User).find();
    expect(rows.filter((row) => row.role === Role.CURATOR)).toHaveLength(1);
    expect(rows.filter((row) => row.firstAccount === true)).toHaveLength(1);
  });

  it('refuses the same username twice, even at the same moment and in another case', async () => {
    await users.createAccount({ username: 'first', passwordHash: HASH });
    const results = await Promise.allSettled([
      users.createAccount({ username: 'Twin', passwordHash: HASH }),
      users.createAccount({ username: 'twin', passwordHash: HASH }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
  });

  it('makes everyone after the first a visitor, whatever the name', async () => {
    await users.createAccount({ username: 'first', passwordHash: HASH });
    const later = await users.createAccount({ username: 'editor', passwordHash: HASH });
    expect(later.role).toBe(Role.VISITOR);
    expect(later.firstAccount).toBeNull();
  });

  it('grants and revokes curator rights by username, ending sessions on revoke', async () => {
    await users.createAccount({ username: 'first', passwordHash: HASH });
    const editor = await users.createAccount({ username: 'Editor', passwordHash: HASH });
    expect((await users.grantCurator('EDITOR'))?.role).toBe(Role.CURATOR);
    expect((await users.listCurators()).map((user) => user.username)).toEqual(['first', 'Editor']);

    await users.revokeCurator('editor');
    const revoked = await users.findById(editor.id);
    expect(revoked?.role).toBe(Role.VISITOR);
    expect(revoked?.tokenVersion).toBe(editor.tokenVersion + 1);
    expect(await users.grantCurator('nobody')).toBeNull();
    expect(await users.revokeCurator('nobody')).toBeNull();
  });

  it('tells apart usernames that differ only by an accent', async () => {
    await users.createAccount({ username: 'acc_curator', passwordHash: HASH });
    expect(await users.findByUsername('acc_cürator')).toBeNull();
    await dataSource.getRepository(User).insert({
      username: 'acc_cürator',
      usernameNormalized: 'acc_cürator',
      passwordHash: HASH,
      role: Role.VISITOR,
    });
    expect((await users.findByUsername('acc_cürator'))?.username).toBe('acc_cürator');
    expect((await users.findByUsername('ACC_CURATOR'))?.username).toBe('acc_curator');
  });

  it('bumps the token version atomically to revoke sessions', async () => {
    const user = await users.createAccount({
      username: 'first',
      passwordHash: HASH,
    });
    await Promise.all([users.revokeSessions(user.id), users.revokeSessions(user.id)]);
    expect((await users.findById(user.id))?.tokenVersion).toBe(user.tokenVersion + 2);
  });

  it('upserts a curator without claiming the first-account slot', async () => {
    const seeded = await users.upsertCurator('dev-curator', HASH);
    expect(seeded.role).toBe(Role.CURATOR);
    expect(seeded.firstAccount).toBeNull();
    const again = await users.upsertCurator('dev-curator', `${HASH.slice(0, -1)}x`);
    expect(again.id).toBe(seeded.id);
    expect((await users.findById(seeded.id))?.passwordHash).toBe(`${HASH.slice(0, -1)}x`);
  });

  it('says at boot how a curator comes to exist while there is none', async () => {
    const { logger, lines } = recordingLogger();
    await logWhenNoCurator(users, logger);
    await users.createAccount({ username: 'first', passwordHash: HASH });
    await logWhenNoCurator(users, logger);
    await users.revokeCurator('first');
    await logWhenNoCurator(users, logger);
    expect(lines.map((line) => line.msg)).toEqual([
      'no curator yet: the next registration becomes the curator',
      'no curator: grant one with "npm run curator -- grant <username>"',
    ]);
  });
});
