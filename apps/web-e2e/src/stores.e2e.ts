import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { dayInstants, dealIdByTitle, saveScreenshot } from './support/public-site';
import { seedSqlite } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';
import { toastTitled } from './support/subscription';

jest.setTimeout(60_000);

describe('store pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  const storedAlerts = () => {
    const db = new Database(join(server.dataDir, 'deals.sqlite'), { readonly: true });
    try {
      return db
        .prepare(
          `SELECT s.email, a.kind, a.value FROM subscription_alerts a
           JOIN subscriptions s ON s.id = a.subscription_id`,
        )
        .all();
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    server = await startBuiltServer();
    const { today } = dayInstants();
    const walmart = (title: string, minute: number) => ({
      title,
      affiliateLink: `https://www.walmart.com/ip/${minute}`,
      storeSlug: 'walmart',
      createdAt: today(minute),
    });
    seedSqlite(server.dataDir, [
      walmart('Walmart air fryer', 1),
      walmart('Walmart kettle', 2),
      walmart('Walmart toaster', 3),
      { title: 'Amazon lamp', storeSlug: 'amazon', createdAt: today(4) },
    ]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    problems = watchConsoleProblems(page);
  });

  afterEach(async () => {
    await context.close();
    expect(problems).toEqual([]);
  });

  it('leads from a card to its store, lists the stores, and finds more of a store on a deal page', async () => {
    const kettle = await dealIdByTitle(server.baseUrl, 'Walmart kettle');
    await page.goto(`${server.baseUrl}/deals/${kettle}`, { waitUntil: 'networkidle' });
    const facts = page.getByRole('list', { name: 'About this deal' });
    expect(await facts.innerText()).toContain('At Walmart (walmart.com)');
    const more = page.getByRole('region', { name: 'More from Walmart' });
    expect(await more.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Walmart air fryer',
      'Walmart toaster',
    ]);
    await saveScreenshot(page, 'store-deal-page');

    await more.getByRole('link', { name: 'See all Walmart deals' }).click();
    await page.getByRole('heading', { name: 'Walmart deals' }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/stores/walmart`);
    expect(await page.getByTestId('deal-card').count()).toBe(3);
    await page.getByLabel('Search deals').fill('kettle');
    await page.waitForURL(/q=kettle/);
    await page.getByTestId('deal-card').filter({ hasText: 'Walmart toaster' }).waitFor({
      state: 'detached',
    });
    expect(await page.getByTestId('deal-card').count()).toBe(1);

    await page.getByRole('link', { name: 'All stores' }).click();
    await page.getByRole('heading', { name: 'Stores' }).waitFor();
    // The heading shows while the list loads.
    await page.getByRole('main').getByRole('listitem').first().waitFor();
    const stores = await page.getByRole('main').getByRole('listitem').allInnerTexts();
    expect(stores.map((text) => text.replace(/\s+/g, ' '))).toEqual([
      'Walmart 3 deals',
      'Amazon 1 deal',
    ]);
    await saveScreenshot(page, 'stores');

    await page.getByRole('link', { name: /Amazon/ }).click();
    await page.getByRole('heading', { name: 'Amazon deals' }).waitFor();
    await page.getByTestId('deal-card').getByRole('link', { name: 'Amazon', exact: true }).click();
    await page.getByRole('heading', { name: 'Amazon deals' }).waitFor();
  });

  it('answers an unknown store with the 404 page', async () => {
    const answer = await page.goto(`${server.baseUrl}/stores/nosuchstore`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    const others = problems.filter((problem) => !problem.includes('status of 404'));
    problems.length = 0;
    expect(others).toEqual([]);
  });

  it('subscribes with an alert of the store from "Alert me about {store}"', async () => {
    await page.goto(`${server.baseUrl}/stores/walmart`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Alert me about Walmart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alert me about Walmart' });
    await dialog.getByLabel('E-mail address').fill('walmart.fan@example.com');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await toastTitled(page, 'Successfully Subscribed!').waitFor();
    expect(storedAlerts()).toEqual([
      { email: 'walmart.fan@example.com', kind: 'store', value: 'walmart' },
    ]);
  });
});
