import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  dayInstants,
  rawHtml,
  serveTestImages,
  waitForCount,
  watchConsoleProblems,
} from './support/public-site';
import { seedSqlite, type SeedDeal } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';

/** Deals the server renders in a listing's first page, and in each page loaded after it. */
const FIRST_PAGE = 12;
const PAGE_SIZE = 30;
const at = dayInstants();
const numbered = (count: number, deal: (number: string, index: number) => SeedDeal) =>
  Array.from({ length: count }, (_, index) => deal(String(index + 1).padStart(3, '0'), index));

// Newest first: "Fashion pick 250" opens the collection, "Fashion pick 001" ends it.
const FASHION = numbered(250, (number, index) => ({
  title: `Fashion pick ${number}`,
  category: 'fashion',
  createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
}));
const KAYAKS: SeedDeal[] = [
  { title: 'Kayak paddle', clicks: 1, createdAt: at.today(0) },
  { title: 'Inflatable kayak', clicks: 8, createdAt: at.today(1) },
  { title: 'Kayak dry bag', clicks: 4, createdAt: at.today(2) },
  { title: 'Kayak roof rack', clicks: 3, createdAt: at.yesterday(40) },
];
const TODAY = numbered(127, (number, index) => ({
  title: `Today pick ${number}`,
  createdAt: at.today(index + 3),
}));
const YESTERDAY = numbered(34, (number, index) => ({
  title: `Yesterday pick ${number}`,
  createdAt: at.yesterday(index),
}));

jest.setTimeout(90_000);

describe('listing pages a page at a time', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startBuiltServer();
    seedSqlite(server.dataDir, [...FASHION, ...KAYAKS, ...TODAY, ...YESTERDAY]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await serveTestImages(context);
    page = await context.newPage();
    problems = watchConsoleProblems(page);
  });

  afterEach(async () => {
    await context.close();
  });

  const slotsOf = (grid: Locator) => grid.getByTestId('deal-slot');
  const todayGrid = () => page.locator('main > [data-testid="deal-grid"]').first();
  const yesterday = () => page.locator('#yesterday-deals');
  const cardTitles = () => page.getByRole('heading', { level: 3 }).allInnerTexts();
  const renderedTitles = (html: string) =>
    [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]*)</g)].map((match) => match[1]);
  const slotCount = (html: string) => html.match(/data-testid="deal-slot"/g)?.length ?? 0;
  const distinctIds = (grid: Locator) =>
    slotsOf(grid).evaluateAll(
      (slots) => new Set(slots.map((slot) => slot.getAttribute('data-deal-id'))).size,
    );

  /** Keeps scrolling the grid's "Load more" button into view until the grid holds `count` deals. */
  const scrollUntilLoaded = async (grid: Locator, button: Locator, count: number) => {
    const deadline = Date.now() + 30_000;
    while ((await slotsOf(grid).count()) < count && Date.now() < deadline) {
      await button.evaluateAll((buttons) => buttons.forEach((element) => element.scrollIntoView()));
      await new Promise((wake) => setTimeout(wake, 100));
    }
    expect(await slotsOf(grid).count()).toBe(count);
  };

  it('renders the first page of 250 fashion deals on the server and loads every other one', async () => {
    const { html } = await rawHtml(`${server.baseUrl}/fashion`);
    expect(slotCount(html)).toBe(FIRST_PAGE);
    expect(renderedTitles(html)[0]).toBe('Fashion pick 250');
    expect(html).not.toContain('Fashion pick 001');
    expect(html).toContain('Load more deals');

    await page.goto(`${server.baseUrl}/fashion`, { waitUntil: 'networkidle' });
    const grid = page.getByTestId('deal-grid');
    expect(await slotsOf(grid).count()).toBe(FIRST_PAGE);

    // Pressed from the keyboard without scrolling, so only the key press loads the next page.
    const loadMore = page.getByRole('button', { name: 'Load more deals' });
    await loadMore.evaluate((button) => (button as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await waitForCount(slotsOf(grid), FIRST_PAGE + PAGE_SIZE);
    expect(await loadMore.evaluate((button) => button === document.activeElement)).toBe(true);

    await scrollUntilLoaded(grid, loadMore, 250);
    expect(await distinctIds(grid)).toBe(250);
    expect(await loadMore.count()).toBe(0);
    await slotsOf(grid).last().scrollIntoViewIfNeeded();
    await page.getByRole('heading', { level: 3, name: 'Fashion pick 001' }).waitFor();
    expect(problems).toEqual([]);
  });

  it("pages today's 130 deals and yesterday's 35 each on its own, counting yesterday on the server", async () => {
    const { html } = await rawHtml(`${server.baseUrl}/`);
    expect(slotCount(html)).toBe(2 * FIRST_PAGE);
    expect(html).toContain('Yesterday&#x27;s Deals (35)');
    expect(html).toContain('Load more of today&#x27;s deals');

    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    expect(await slotsOf(todayGrid()).count()).toBe(FIRST_PAGE);
    expect(await slotsOf(yesterday()).count()).toBe(FIRST_PAGE);

    // Clicking scrolls the button into view, so the next pages also start coming by themselves.
    await page.getByRole('button', { name: "Load more of today's deals" }).click();
    await scrollUntilLoaded(
      todayGrid(),
      page.getByRole('button', { name: "Load more of today's deals" }),
      130,
    );
    expect(await distinctIds(todayGrid())).toBe(130);
    expect(await slotsOf(yesterday()).count()).toBe(FIRST_PAGE);

    await page.getByRole('button', { name: "Load more of yesterday's deals" }).click();
    await waitForCount(slotsOf(yesterday()), 35, 10_000);
    expect(await yesterday().getByRole('heading', { level: 2 }).innerText()).toBe(
      "Yesterday's Deals (35)",
    );
    expect(await page.getByRole('button', { name: /Load more/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('renders a shared search and sort on the server and keeps it on reload', async () => {
    const shared = `${server.baseUrl}/?q=kayak&sort=popular`;
    const { html } = await rawHtml(shared);
    expect(renderedTitles(html)).toEqual([
      'Inflatable kayak',
      'Kayak dry bag',
      'Kayak paddle',
      'Kayak roof rack',
    ]);
    expect(html).toContain('Yesterday&#x27;s Deals (1)');

    await page.goto(shared, { waitUntil: 'networkidle' });
    const expectSharedResult = async () => {
      expect(await page.getByLabel('Search deals').inputValue()).toBe('kayak');
      expect(await page.getByLabel('Sort by').inputValue()).toBe('popular');
      expect(await cardTitles()).toEqual(renderedTitles(html));
    };
    await expectSharedResult();
    await page.reload({ waitUntil: 'networkidle' });
    await expectSharedResult();
    expect(problems).toEqual([]);
  });

  it('follows typing in the address after a pause, without reloading the page', async () => {
    await page.goto(`${server.baseUrl}/fashion`, { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const historyLength = await page.evaluate(() => history.length);

    await page.getByLabel('Search deals').pressSequentially('pick 12', { delay: 30 });
    await page.waitForURL(/\/fashion\?q=pick(\+|%20)12$/);
    await waitForCount(page.getByTestId('deal-slot'), 10);
    expect((await cardTitles()).slice(0, 2)).toEqual(['Fashion pick 129', 'Fashion pick 128']);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(problems).toEqual([]);
  });
});
