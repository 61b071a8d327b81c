import { productKeyOf } from '@deal-site/deal-text';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  watchConsoleProblems,
  dayInstants,
  dealIdByTitle,
  rawHtml,
  saveScreenshot,
  serveTestImages,
} from './support/public-site';
import { seedSqlite } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';

const PUBLIC_URL = 'https://deals.example';
const TITLE = 'Chef knife "Pro" <8 inch> & sheath';
const KNIFE_LINK = 'https://www.amazon.com/dp/B0KNIFE001';

jest.setTimeout(60_000);

describe('the page of one deal', () => {
  let server: RunningServer;
  let browser: Browser;
  let id: string;

  beforeAll(async () => {
    server = await startBuiltServer({ PUBLIC_URL });
    const { today, yesterday } = dayInstants();
    const knife = {
      affiliateLink: KNIFE_LINK,
      storeSlug: 'amazon',
      productKey: productKeyOf(KNIFE_LINK),
    };
    seedSqlite(server.dataDir, [
      // The same knife posted yesterday, dearer: this posting is the lowest.
      { ...knife, title: 'Chef knife, yesterday', price: '$49.99', createdAt: yesterday(0) },
      {
        ...knife,
        title: TITLE,
        description: 'Forged steel, full tang.\nShips free.',
        price: '34.99',
        imageUrl: '/uploads/knife-1.png,/uploads/knife-2.png',
        createdAt: today(0),
      },
      {
        title: 'Cutting board, walnut',
        affiliateLink: 'https://www.amazon.com/dp/B0BOARD001',
        storeSlug: 'amazon',
        createdAt: today(1),
      },
      {
        title: 'Cast iron skillet',
        affiliateLink: 'https://www.walmart.com/ip/skillet/12',
        storeSlug: 'walmart',
        createdAt: today(2),
      },
    ]);
    id = await dealIdByTitle(server.baseUrl, TITLE);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const openPage = async (path: string): Promise<{ page: Page; problems: string[] }> => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await serveTestImages(context);
    const page = await context.newPage();
    const problems = watchConsoleProblems(page);
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
    return { page, problems };
  };

  it('carries Open Graph and Twitter card tags and a canonical link in its raw HTML', async () => {
    const { status, html } = await rawHtml(`${server.baseUrl}/deals/${id}`);
    expect(status).toBe(200);
    const escapedTitle = 'Chef knife &#34;Pro&#34; &#60;8 inch&#62; &#38; sheath';
    const pageUrl = `${PUBLIC_URL}/deals/${id}`;
    expect(html).toContain(`<meta property="og:title" content="${escapedTitle} – Under $34.99" />`);
    expect(html).toContain(
      '<meta property="og:description" content="Forged steel, full tang. Ships free." />',
    );
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/uploads/knife-1.png" />`,
    );
    expect(html).toContain(`<meta property="og:url" content="${pageUrl}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      `<meta name="twitter:image" content="${PUBLIC_URL}/uploads/knife-1.png" />`,
    );
    expect(html).toContain(`<link rel="canonical" href="${pageUrl}" />`);
    expect(html).not.toContain('<8 inch>');
  });

  it('shows the deal, hydrates cleanly and shares its own address', async () => {
    const { page, problems } = await openPage(`/deals/${id}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(TITLE);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await trail.getByRole('link').allInnerTexts()).toEqual(['Home', "Today's deals"]);
    await page.getByRole('img', { name: `${TITLE} (image 1 of 2)` }).waitFor();
    await page.locator('[aria-roledescription="gallery"]').press('ArrowRight');
    await page.getByText('Image 2 of 2').waitFor();
    expect(await page.getByText('Ships free.').count()).toBe(1);
    await page.getByRole('button', { name: `Share ${TITLE}` }).click();
    await page.getByText('Ready to share!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.endsWith(`\n${PUBLIC_URL}/deals/${id}?src=share`)).toBe(true);
    await saveScreenshot(page, 'deal-page-375');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('holds its price block, store, posted time, earlier prices and both "more" rows, at 375 and 1280 px', async () => {
    const { page, problems } = await openPage(`/deals/${id}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload({ waitUntil: 'networkidle' });
      await page.locator('[aria-roledescription="gallery"]').waitFor();
      const price = page.getByRole('region', { name: 'Price' });
      expect(await price.innerText()).toContain('34.99');
      expect(await price.getByText("Lowest price we've posted").count()).toBe(1);
      expect(await price.getByRole('link', { name: /Grab Deal/ }).count()).toBe(1);
      const facts = page.getByRole('list', { name: 'About this deal' });
      expect(await facts.getByRole('link', { name: /Amazon/ }).count()).toBe(1);
      expect(await facts.locator('time').first().innerText()).toMatch(/^Posted /);
      const earlier = page.getByRole('region', { name: 'Posted before' });
      expect(await earlier.getByRole('row').allInnerTexts()).toEqual([
        expect.stringContaining('Posted'),
        expect.stringMatching(/\$49\.99\s+Live$/),
      ]);
      const fromStore = page.getByRole('region', { name: 'More from Amazon' });
      expect(await fromStore.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
        expect.arrayContaining(['Cutting board, walnut']),
      );
      const inSection = page.getByRole('region', { name: "More in Today's deals" });
      expect(await inSection.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
        expect.arrayContaining(['Cast iron skillet']),
      );
      await saveScreenshot(page, `deal-page-whole-${width}`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('hydrates it and the home page without Intl, showing the times the server wrote', async () => {
    // A browser's first Intl object loads ICU's data: 40-90 ms of main thread on this machine.
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const built: string[] = [];
      Object.assign(window, { intlBuilt: built });
      for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        Object.assign(Intl, {
          [name]: function (...args: unknown[]) {
            built.push(name);
            return new Original(...args);
          },
        });
      }
    });
    await serveTestImages(context);
    for (const path of [`/deals/${id}`, '/']) {
      const { html } = await rawHtml(`${server.baseUrl}${path}`);
      const serverLabel = /Price as of ([^;"]+)/.exec(html.replaceAll('<!-- -->', ''))?.[1];
      expect(serverLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
      const page = await context.newPage();
      const problems = watchConsoleProblems(page);
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(await page.getByText(`as of ${serverLabel}`).count()).toBeGreaterThan(0);
      expect(
        await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt),
      ).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('answers an unknown or malformed id with a 404 page', async () => {
    for (const path of ['/deals/987654', '/deals/not-a-number']) {
      const { status, html } = await rawHtml(`${server.baseUrl}${path}`);
      expect(status).toBe(404);
      expect(html).toContain('Page not found');
    }
    const { page, problems } = await openPage('/deals/987654');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page not found');
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    await page.context().close();
  });
});
