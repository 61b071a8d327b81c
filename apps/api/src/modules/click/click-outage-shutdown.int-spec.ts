import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer, type BuiltServer } from '../../../test/built-server';
import { PrivateMariaDb } from '../../../test/private-mariadb';
import { BROWSER_USER_AGENT } from '../../../test/visitor-agents';

const CURATOR = { username: 'kept-clicks-curator', password: 'curator-password-1' };
const VISITORS = 3;

describe('clicks answered just before the database dies, on a built server stopped during the outage', () => {
  let database: PrivateMariaDb;
  let databaseUrl: string;
  let dataDir: string;
  let server: BuiltServer | undefined;
  let dealId: number;

  beforeAll(async () => {
    database = await PrivateMariaDb.create();
    await database.start();
    databaseUrl = await database.createDatabase('kept_clicks');
    dataDir = mkdtempSync(join(tmpdir(), 'kept-clicks-'));
    server = await startBuiltServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    const registered = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CURATOR),
    });
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0];
    const created = await fetch(`${server.baseUrl}/api/deals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: 'Kept-click kettle',
        price: '24.99',
        affiliateLink: 'https://www.amazon.com/dp/B000KEPT01',
      }),
    });
    expect(created.status).toBe(201);
    dealId = ((await created.json()) as { id: number }).id;
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps them in DATA_DIR on SIGTERM, and the next start writes them', async () => {
    const answers = await Promise.all(
      Array.from({ length: VISITORS }, (_, visitor) =>
        fetch(`${server!.baseUrl}/api/deals/${dealId}/click`, {
          method: 'POST',
          headers: { 'user-agent': `${BROWSER_USER_AGENT} visitor/${visitor}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(VISITORS).fill(200));
    // Well within the second the clicks wait in memory before their write.
    await database.kill();
    expect(await server!.stop('SIGTERM')).toBe(0);
    expect(server!.output()).toMatch(/kept for the next start/);
    const folder = join(dataDir, 'unwritten-clicks');
    expect(readdirSync(folder)).toHaveLength(1);

    await database.start();
    server = await startBuiltServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    expect(server.output()).toMatch(/wrote the clicks a stopped process kept/);
    expect(readdirSync(folder)).toEqual([]);
    const { deals } = (await (await fetch(`${server.baseUrl}/api/deals`)).json()) as {
      deals: { id: number; clicks: number }[];
    };
    expect(deals.find((deal) => deal.id === dealId)?.clicks).toBe(VISITORS);
  });
});
