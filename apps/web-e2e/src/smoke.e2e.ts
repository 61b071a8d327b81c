import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { createMysqlDatabase, seedMysql, seedSqlite, type SeedDeal } from './support/seed';
import { PUBLIC_PAGE_CACHING, startBuiltServer, type RunningServer } from './support/server';

const DEALS: SeedDeal[] = [
  { title: 'Wireless earbuds 🎧 at a record low', price: '19.99' },
  { title: 'Cast iron skillet, 12 inch', price: '24.50' },
  { title: 'Linen shirt', category: 'fashion', price: '15' },
];

describe.each(['sqlite', 'mysql'] as const)('the built site on %s', (dialect) => {
  let server: RunningServer;
  let browser: Browser;
  let dropDatabase: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    if (dialect === 'mysql') {
      const database = await createMysqlDatabase();
      dropDatabase = database.drop;
      server = await startBuiltServer({ DATABASE_URL: database.url });
      await seedMysql(database.url, DEALS);
    } else {
      server = await startBuiltServer();
      seedSqlite(server.dataDir, DEALS);
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await dropDatabase();
  });

  it('renders today’s deals into the raw HTML of /', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHING);
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    const html = await response.text();
    expect(html).toContain('Wireless earbuds 🎧 at a record low');
    expect(html).toContain('Cast iron skillet, 12 inch');
    expect(html).not.toContain('Linen shirt');
  });

  it('runs no inline script, so the CSP allows scripts from the site only', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const directives = (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim());
    expect(directives.find((directive) => directive.startsWith('script-src'))).toBe(
      "script-src 'self'",
    );
    const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)].map(
      ([, attributes]) => attributes,
    );
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) {
      expect(attributes).toMatch(/\bsrc="|type="application\/json"/);
    }
  });

  it('revalidates an unchanged page with 304', async () => {
    // A render is stamped to the minute; a second try covers a pair of requests straddling one.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2 && !statuses.includes(304); attempt += 1) {
      const page = await fetch(`${server.baseUrl}/`);
      const etag = page.headers.get('etag');
      expect(etag).toBeTruthy();
      // As a browser revalidates its copy; without a Cache-Control of its own, fetch() would
      // send "no-cache", which asks the server for a full answer.
      const revalidated = await fetch(`${server.baseUrl}/`, {
        headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
      });
      statuses.push(revalidated.status);
    }
    expect(statuses).toContain(304);
  });

  it('shows the deal cards in Chromium and hydrates without errors', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    const cards = page.getByTestId('deal-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    expect((await cards.allInnerTexts()).join('\n')).toContain('Cast iron skillet, 12 inch');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers the deals query on /graphql and {deals} on /api/deals', async () => {
    const graphql = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ deals(category: FASHION) { total items { title } } }' }),
    });
    expect(await graphql.json()).toEqual({
      data: { deals: { total: 1, items: [{ title: 'Linen shirt' }] } },
    });
    const rest = await fetch(`${server.baseUrl}/api/deals`);
    const body = (await rest.json()) as { deals: { title: string }[] };
    expect(body.deals).toHaveLength(3);
  });
});
