import type { Browser } from 'playwright-core';
import { wcagViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { dayInstants, dealIdByTitle, serveTestImages } from './support/public-site';
import { seedSqlite } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';

describe('accessibility of the public pages (axe-core, WCAG 2.1 AA)', () => {
  let server: RunningServer;
  let browser: Browser;
  let dealPath: string;

  beforeAll(async () => {
    server = await startBuiltServer();
    const when = dayInstants();
    seedSqlite(server.dataDir, [
      {
        title: 'Noise cancelling headphones, use code SAVE20 at checkout',
        description: 'Use code SAVE20 for 20% off.\nhttps://www.amazon.com/dp/B0ABCDEFGH',
        price: '79.99',
        imageUrl: '/uploads/a.png,/uploads/b.png,/uploads/c.png,/uploads/d.png,/uploads/e.png',
        clicks: 40,
        createdAt: when.today(0),
      },
      { title: 'Stainless water bottle', price: '12', createdAt: when.today(1) },
      { title: 'Yesterday: desk lamp', price: '18.50', createdAt: when.yesterday(0) },
      { title: 'Wool scarf', category: 'fashion', price: '15', createdAt: when.today(2) },
      { title: 'Coffee grinder', category: 'favorites', price: '45', createdAt: when.today(3) },
    ]);
    dealPath = `/deals/${await dealIdByTitle(server.baseUrl, 'Stainless water bottle')}`;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const PAGES = ['/', '/fashion', '/favorites', '/privacy', '/auth', '/no-such-page'];

  it.each([1280, 375])('finds no WCAG A/AA violation at %i px', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await serveTestImages(context);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of [...PAGES, dealPath]) {
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
      found.push(...(await wcagViolations(page)).map((line) => `${path}: ${line}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it('finds none in the open dialogs, the right-click menu and the curator screens', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await serveTestImages(context);
    const page = await context.newPage();
    const found: string[] = [];
    const check = async (where: string) =>
      found.push(...(await wcagViolations(page)).map((line) => `${where}: ${line}`));

    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Affiliate disclosure' }).first().click();
    await page.getByRole('dialog', { name: 'Affiliate Disclosure' }).waitFor();
    await check('disclosure dialog');
    await page.keyboard.press('Escape');

    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Subscribe' })
      .click();
    await page.getByRole('dialog', { name: 'Subscribe to deal e-mails' }).waitFor();
    await check('subscribe dialog');
    await page.keyboard.press('Escape');

    await page.getByTestId('deal-card').first().click({ button: 'right' });
    await page.getByRole('menu').waitFor();
    await check('right-click menu');
    await page.keyboard.press('Escape');

    // The first account is the curator; the request shares the context's cookies.
    const registered = await context.request.post(`${server.baseUrl}/api/register`, {
      data: { username: 'axe-curator', password: 'correct horse battery' },
    });
    expect(registered.ok()).toBe(true);
    await page.goto(`${server.baseUrl}/admin`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Deal Management' }).waitFor();
    await check('/admin');
    await context.close();
    expect(found).toEqual([]);
  });
});
