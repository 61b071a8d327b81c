import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  clicksOf,
  watchConsoleProblems,
  dayInstants,
  dealIdByTitle,
  expectClicks,
  saveScreenshot,
  serveTestImages,
  stubShops,
  waitForCount,
} from './support/public-site';
import { seedSqlite, type SeedDeal } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';
import { startShopServer, type ShopServer } from './support/shop-server';

const PUBLIC_URL = 'https://deals.example';
const EARBUDS = 'Wireless earbuds at a record low';
/** Where the earbuds' affiliate link leads on the loopback shop (see startShopServer). */
const EARBUDS_PATH = '/dp/B0EARBUDS1';
const LONG_TITLE =
  'An extraordinarily long deal title that keeps going well past the eighty character mark';
const MEDIUM_TITLE = 'A deal title that is a little longer than sixty characters in all';

const at = dayInstants();
/** Today's deals the server renders in the listing's first page; the rest load as "Load more" nears. */
const FIRST_PAGE = 12;
const dealsLinkingTo = (earbudsLink: string): SeedDeal[] => [
  {
    title: EARBUDS,
    description: 'Noise cancelling. Use code SAVE20 at checkout.',
    affiliateLink: earbudsLink,
    imageUrl: ['1', '2', '3', '4', '5'].map((n) => `/uploads/earbuds-${n}.png`).join(','),
    clicks: 10,
    createdAt: at.today(0),
  },
  {
    title: 'Cast iron skillet, 12 inch',
    price: '0',
    imageUrl: '/uploads/skillet.png',
    clicks: 0,
    createdAt: at.today(1),
  },
  {
    title: '',
    description: 'Fallback title from the first line\nsecond line',
    createdAt: at.today(2),
  },
  { title: MEDIUM_TITLE, createdAt: at.today(3) },
  { title: LONG_TITLE, createdAt: at.today(4) },
  { title: '', description: '', createdAt: at.today(5) },
  ...Array.from({ length: 12 }, (_, index) => ({
    title: `Later deal ${index + 1}`,
    imageUrl: `/uploads/later-${index}.png`,
    createdAt: at.today(6 + index),
  })),
];

jest.setTimeout(60_000);

describe('the deal card', () => {
  let server: RunningServer;
  let shop: ShopServer;
  let earbudsLink: string;
  let deals: SeedDeal[];
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    shop = await startShopServer();
    earbudsLink = shop.link(EARBUDS_PATH);
    deals = dealsLinkingTo(earbudsLink);
    server = await startBuiltServer({ PUBLIC_URL });
    seedSqlite(server.dataDir, deals);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await shop?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await serveTestImages(context);
    await stubShops(context);
    page = await context.newPage();
    problems = watchConsoleProblems(page);
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
  });

  afterEach(async () => {
    await context.close();
  });

  const card = (name: string): Locator =>
    page.getByRole('article', { name, exact: true }).and(page.getByTestId('deal-card'));
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  it('shows the price label, the hot flame and the coupon code chip', async () => {
    const earbuds = card(EARBUDS);
    expect(await earbuds.getByRole('img', { name: 'Hot deal' }).count()).toBe(1);
    expect(await earbuds.innerText()).toContain('Under $9.99');
    expect(await earbuds.locator('code').innerText()).toBe('SAVE20');

    const skillet = card('Cast iron skillet, 12 inch');
    expect(await skillet.getByRole('img', { name: 'Hot deal' }).count()).toBe(0);
    expect(await skillet.innerText()).toContain('Price Drop!');
    expect(await skillet.locator('code').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('falls back to the first description line or Untitled Deal and shrinks long titles', async () => {
    const fontSize = (name: string) =>
      card(name)
        .getByRole('heading', { level: 3 })
        .evaluate((heading) => getComputedStyle(heading).fontSize);
    expect(await card('Fallback title from the first line').count()).toBe(1);
    expect(await card('Untitled Deal').count()).toBe(1);
    expect(await fontSize(EARBUDS)).toBe('16px');
    expect(await fontSize(MEDIUM_TITLE)).toBe('14.4px');
    expect(await fontSize(LONG_TITLE)).toBe('12.8px');
  });

  it("copies the code with 'Code copied!' and a check mark for 2 s", async () => {
    await card(EARBUDS).getByRole('button', { name: 'Copy code SAVE20' }).click();
    await page.getByText('Code copied!').waitFor();
    expect(await clipboard()).toBe('SAVE20');
    const copiedButton = card(EARBUDS).getByRole('button', { name: 'Code SAVE20 copied' });
    expect(await copiedButton.count()).toBe(1);
    await card(EARBUDS).getByRole('button', { name: 'Copy code SAVE20' }).waitFor({
      timeout: 3000,
    });
    expect(problems).toEqual([]);
  });

  it("shares by copying the deal page's address with 'Ready to share!'", async () => {
    const id = await dealIdByTitle(server.baseUrl, EARBUDS);
    await card(EARBUDS)
      .getByRole('button', { name: `Share ${EARBUDS}` })
      .click();
    await page.getByText('Ready to share!').waitFor();
    await page.getByText('Deal copied to clipboard - share with friends and family').waitFor();
    expect(await clipboard()).toBe(`${EARBUDS} - Under $9.99\n${PUBLIC_URL}/deals/${id}?src=share`);
    expect(problems).toEqual([]);
  });

  it('opens the tracked link in a new tab on Grab Deal, which counts the click once and lands on the shop', async () => {
    const before = await clicksOf(server.baseUrl, EARBUDS);
    const shopVisits = shop.visits.length;
    const id = await dealIdByTitle(server.baseUrl, EARBUDS);
    const grab = card(EARBUDS).getByRole('link', { name: /Grab Deal/ });
    expect(await grab.getAttribute('href')).toBe(`/go/${id}`);
    expect(await grab.getAttribute('rel')).toBe('sponsored nofollow noopener');
    expect(await grab.getAttribute('target')).toBe('_blank');
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/click')) beacons.push(request.url());
    });
    const [shopTab] = await Promise.all([context.waitForEvent('page'), grab.click()]);
    await shopTab.waitForURL(earbudsLink);
    expect(await shopTab.title()).toBe('shop');
    expect(shop.visits.slice(shopVisits).filter((visit) => visit.path === EARBUDS_PATH)).toEqual([
      expect.objectContaining({ method: 'GET', referer: `${server.baseUrl}/` }),
    ]);

    // /go/{id} counted it; the page sent no beacon besides.
    await expectClicks(server.baseUrl, EARBUDS, before + 1);
    expect(beacons).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('walks the image carousel with wrapping arrows, dots and thumbnails', async () => {
    const earbuds = card(EARBUDS);
    const shownImage = () => earbuds.locator('img').first().getAttribute('alt');
    expect(await shownImage()).toBe(`${EARBUDS} (image 1 of 5)`);
    await earbuds.getByRole('button', { name: 'Previous image' }).click();
    expect(await shownImage()).toBe(`${EARBUDS} (image 5 of 5)`);
    await earbuds.getByRole('button', { name: 'Next image' }).click();
    expect(await shownImage()).toBe(`${EARBUDS} (image 1 of 5)`);
    await earbuds.getByRole('button', { name: 'Show image 3 of 5' }).click();
    expect(await shownImage()).toBe(`${EARBUDS} (image 3 of 5)`);
    expect(await earbuds.getByRole('button', { name: /^Thumbnail/ }).count()).toBe(3);
    await earbuds.getByRole('button', { name: 'Thumbnail 2 of 5' }).click();
    expect(await shownImage()).toBe(`${EARBUDS} (image 2 of 5)`);
    expect(await earbuds.getByText('+2').count()).toBe(1);
    expect(await card('Cast iron skillet, 12 inch').getByRole('button').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('offers Copy Link, Open in New Tab and Open in New Window on right-click', async () => {
    const grab = card(EARBUDS).getByRole('link', { name: /Grab Deal/ });
    await grab.click({ button: 'right' });
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Copy Link',
      'Open in New Tab',
      'Open in New Window',
      // The visitor's reports (commit 60f5afc) follow the link items.
      'Report expired',
      'Price changed',
      'Link broken',
    ]);
    expect(
      await menu
        .getByRole('menuitem', { name: 'Copy Link' })
        .evaluate((item) => item === document.activeElement),
    ).toBe(true);
    // Open in New Tab goes through /go/{id}, which counts the click and sends the tab on.
    const before = await clicksOf(server.baseUrl, EARBUDS);
    await page.keyboard.press('ArrowDown');
    const [shopTab] = await Promise.all([
      context.waitForEvent('page'),
      page.keyboard.press('Enter'),
    ]);
    await shopTab.waitForURL(earbudsLink);
    expect(await shopTab.title()).toBe('shop');
    await shopTab.close();
    await expectClicks(server.baseUrl, EARBUDS, before + 1);

    await grab.focus();
    await page.keyboard.press('Shift+F10');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await grab.evaluate((link) => link === document.activeElement)).toBe(true);

    await grab.click({ button: 'right' });
    await menu.getByRole('menuitem', { name: 'Copy Link' }).click();
    await page.getByText('Link copied!').waitFor();
    // Copy Link still copies the shop's own link, not the tracked one.
    expect(await clipboard()).toBe(earbudsLink);
    expect(problems).toEqual([]);
  });

  it('renders far cards only near the viewport, in space reserved for them', async () => {
    const slots = page.getByTestId('deal-slot');
    expect(await slots.count()).toBe(FIRST_PAGE);
    const last = slots.nth(FIRST_PAGE - 1);
    expect(await last.getByTestId('deal-card').count()).toBe(0);
    const heightBefore = (await last.boundingBox())!.height;

    await last.scrollIntoViewIfNeeded();
    await last.getByTestId('deal-card').waitFor();
    expect((await last.boundingBox())!.height).toBeCloseTo(heightBefore, 0);
    // The "Load more" button below came near too: the other deals followed by themselves.
    await waitForCount(slots, deals.length);
    const laterSlot = slots.nth(6);
    await laterSlot.scrollIntoViewIfNeeded();
    await laterSlot.getByTestId('deal-card').waitFor();
    expect((await laterSlot.boundingBox())!.height).toBeCloseTo(heightBefore, 0);

    const firstImage = (name: string) => card(name).locator('img').first().getAttribute('loading');
    expect(await firstImage(EARBUDS)).toBe('eager');
    expect(await firstImage('Cast iron skillet, 12 inch')).toBe('eager');
    expect(await firstImage('Later deal 1')).toBe('lazy');
    await saveScreenshot(page, 'deal-cards-1280');
    expect(problems).toEqual([]);
  });
});
