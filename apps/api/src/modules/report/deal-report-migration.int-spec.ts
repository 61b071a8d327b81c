import 'reflect-metadata';
import { DIALECTS } from '../../../test/test-databases';
import { openTestDataSource, type TestDataSource } from '../../../test/test-data-source';
import { isUniqueViolation } from '../../common/is-unique-violation';

describe.each(DIALECTS)('CountReportsPerAddress on %s', (dialect) => {
  let database: TestDataSource;

  beforeAll(async () => {
    database = await openTestDataSource(dialect);
    const { dataSource } = database;
    // Back to the schema before it, undoing any migration after it too.
    for (;;) {
      const [last] = await dataSource.query<{ name: string }[]>(
        'SELECT `name` FROM `schema_migrations` ORDER BY `id` DESC LIMIT 1',
      );
      await dataSource.undoLastMigration();
      if (last.name === 'CountReportsPerAddress1764900000001') break;
    }
  });

  afterAll(() => database.close());

  it("keeps older reports under their visitor hash, distinct, and counts an address's once after", async () => {
    const { dataSource } = database;
    // Through SQL: the entities describe the newer schema.
    await dataSource.query(
      "INSERT INTO `deals` (`title`, `description`, `image_url`) VALUES ('Reported deal', '', '')",
    );
    const [deal] = await dataSource.query<{ id: number }[]>(
      'SELECT MAX(`id`) AS `id` FROM `deals`',
    );
    const insertReport = (hashColumn: string, hash: string) =>
      dataSource.query(
        `INSERT INTO \`deal_reports\` (\`deal_id\`, \`kind\`, \`day\`, \`${hashColumn}\`, \`created_at\`) VALUES (?, 'expired', '2026-12-01', ?, '2026-12-01 10:00:00')`,
        [deal.id, hash],
      );
    await insertReport('visitor_hash', 'aaaaaaaaaaaaaaaa');
    await insertReport('visitor_hash', 'bbbbbbbbbbbbbbbb');

    await dataSource.runMigrations({ transaction: 'each' });
    const hashes = await dataSource.query<{ hash: string }[]>(
      'SELECT `address_hash` AS hash FROM `deal_reports` ORDER BY `address_hash`',
    );
    expect(hashes.map((row) => row.hash)).toEqual(['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb']);
    await insertReport('address_hash', 'cccccccccccccccc');
    const refused = await insertReport('address_hash', 'cccccccccccccccc').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(refused)).toBe(true);
  });
});
