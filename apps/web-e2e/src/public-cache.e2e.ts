import { createConnection } from 'mysql2/promise';
import { createMysqlDatabase, seedMysql } from './support/seed';
import { PUBLIC_PAGE_CACHING, startBuiltServer, type RunningServer } from './support/server';

const CURATOR = { username: 'cache-curator', password: 'curator-password-1' };
/** A write through one process must be served by another within this long. */
const CROSS_PROCESS_DELAY_MS = 2000;

async function register(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CURATOR),
  });
  expect(response.ok).toBe(true);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

const homeHtml = async (baseUrl: string, headers: Record<string, string> = {}) =>
  (await fetch(`${baseUrl}/`, { headers })).text();

/** The home page of `server` until it contains `text`, or the deadline passes. */
async function homeShowing(server: RunningServer, text: string, deadline: number) {
  for (;;) {
    const html = await homeHtml(server.baseUrl);
    if (html.includes(text) || Date.now() > deadline) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the public cache with two API processes on one MariaDB database', () => {
  let first: RunningServer;
  let second: RunningServer;
  let dropDatabase: () => Promise<void> = async () => undefined;
  let cookie: string;
  let databaseUrl: string;

  beforeAll(async () => {
    const database = await createMysqlDatabase();
    dropDatabase = database.drop;
    databaseUrl = database.url;
    first = await startBuiltServer({ DATABASE_URL: database.url });
    second = await startBuiltServer({ DATABASE_URL: database.url });
    await seedMysql(database.url, [{ title: 'Seeded espresso grinder' }]);
    cookie = await register(first.baseUrl);
  });

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await dropDatabase();
  });

  it('serves a deal created through one process on the other within 2 s', async () => {
    expect(await homeHtml(second.baseUrl)).toContain('Seeded espresso grinder');
    const created = await fetch(`${first.baseUrl}/api/deals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: 'Freshly created kettle',
        price: '29.99',
        affiliateLink: 'https://www.amazon.com/dp/B000000002',
      }),
    });
    expect(created.status).toBe(201);
    const html = await homeShowing(
      second,
      'Freshly created kettle',
      Date.now() + CROSS_PROCESS_DELAY_MS,
    );
    expect(html).toContain('Freshly created kettle');

    const { id } = (await created.json()) as { id: number };
    const removed = await fetch(`${first.baseUrl}/api/deals/${id}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(removed.ok).toBe(true);
    const deadline = Date.now() + CROSS_PROCESS_DELAY_MS;
    let after = await homeHtml(second.baseUrl);
    while (after.includes('Freshly created kettle') && Date.now() < deadline)
      after = await homeHtml(second.baseUrl);
    expect(after).not.toContain('Freshly created kettle');
  });

  it('sends a cached page compressed, with an ETag that answers 304', async () => {
    const response = await fetch(`${second.baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHING);
    expect(await response.text()).toContain('Seeded espresso grinder');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    // fetch() adds Cache-Control: no-cache to conditional requests; a browser revalidating sends max-age=0.
    const again = await fetch(`${second.baseUrl}/`, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('renders a signed-in curator’s page for them alone, never from or into the cache', async () => {
    expect(await homeHtml(first.baseUrl)).not.toContain('Unannounced blender');
    // A row written without bumping the version: only a fresh render can show it.
    const connection = await createConnection({ uri: databaseUrl });
    await connection.query(
      `INSERT INTO deals (title, description, price, affiliate_link, image_url, category, clicks, created_at)
       VALUES ('Unannounced blender', 'blender', '5', 'https://www.amazon.com/dp/B000000003', '', 'daily', 0, UTC_TIMESTAMP())`,
    );
    await connection.end();
    expect(await homeHtml(first.baseUrl, { cookie })).toContain('Unannounced blender');
    expect(await homeHtml(first.baseUrl)).not.toContain('Unannounced blender');
  });
});
