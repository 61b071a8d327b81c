import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  ANDROID_CHROME,
  IPHONE_SAFARI,
  controlVisibility,
  fakeShareSheet,
  hidePage,
  phone,
  sharedData,
  type ShareSheet,
} from './support/mobile-device';
import {
  apiDeals,
  watchConsoleProblems,
  dayInstants,
  dealIdByTitle,
  expectClicks,
  serveTestImages,
  stubShops,
} from './support/public-site';
import { seedSqlite } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';
import { startShopServer, type ShopServer } from './support/shop-server';

const PUBLIC_URL = 'https://deals.example';
const EARBUDS = 'Wireless earbuds at a record low';
const EARBUDS_LINK = 'https://www.amazon.com/dp/B0EARBUDS1';
const EARBUDS_APP_LINK = 'com.amazon.mobile.shopping.web://amazon.com/dp/B0EARBUDS1';
const BLENDER = 'Countertop blender from a small shop';
/** The blender's shop has no app: its link leads to the loopback shop (see startShopServer). */
const BLENDER_PATH = '/blender';
const FALLBACK_MS = 2500;

const at = dayInstants();

jest.setTimeout(60_000);

describe('the deal card on a phone', () => {
  let server: RunningServer;
  let shop: ShopServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  /** Every navigation or frame load the page asked for, store-app links included. */
  let requests: { url: string; mainFrame: boolean }[];

  beforeAll(async () => {
    shop = await startShopServer();
    server = await startBuiltServer({ PUBLIC_URL });
    seedSqlite(server.dataDir, [
      {
        title: EARBUDS,
        affiliateLink: EARBUDS_LINK,
        imageUrl: '/uploads/earbuds.png',
        createdAt: at.today(0),
      },
      {
        title: BLENDER,
        affiliateLink: shop.link(BLENDER_PATH),
        imageUrl: '/uploads/blender.png',
        createdAt: at.today(1),
      },
    ]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await shop?.close();
  });

  afterEach(async () => {
    await context?.close();
  });

  const openHome = async (options: BrowserContextOptions, sheet: ShareSheet = 'absent') => {
    context = await browser.newContext(options);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await serveTestImages(context);
    await stubShops(context);
    await controlVisibility(context);
    await fakeShareSheet(context, sheet);
    page = await context.newPage();
    problems = watchConsoleProblems(page);
    requests = [];
    page.on('request', (request) =>
      requests.push({ url: request.url(), mainFrame: request.frame() === page.mainFrame() }),
    );
  };

  /** Opens home on a paused clock and steps it until React has hydrated. */
  const openHomeOnPausedClock = async (options: BrowserContextOptions) => {
    await openHome(options);
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
    const hydrated = () =>
      page.evaluate(() =>
        Object.keys(document.querySelector('main')!).some((key) => key.startsWith('__react')),
      );
    while (!(await hydrated())) await page.clock.runFor(100);
    await page.clock.runFor(100);
  };

  const card = (name: string): Locator =>
    page.getByRole('article', { name, exact: true }).and(page.getByTestId('deal-card'));
  const grabDeal = (name: string) => card(name).getByRole('link', { name: /Grab Deal/ });
  const requested = (url: string) => requests.filter((request) => request.url === url);
  const appAttempts = () => requests.filter((request) => !/^(https?|data|blob):/.test(request.url));
  /** Lets page events that a clock step triggered reach the test. */
  const settle = () => new Promise((wake) => setTimeout(wake, 300));

  const clicksOf = async (title: string) =>
    (await apiDeals(server.baseUrl)).find((deal) => deal.title === title)!.clicks;
  /** The beacon counted the press once; the fallback to the raw link adds nothing. */
  const expectOneMoreClick = (title: string, before: number) =>
    expectClicks(server.baseUrl, title, before + 1);

  it('on iOS Safari navigates to the Amazon app, then to the web link after exactly 2.5 s', async () => {
    const before = await clicksOf(EARBUDS);
    await openHomeOnPausedClock(phone(IPHONE_SAFARI));
    await grabDeal(EARBUDS).click();
    await settle();
    expect(requested(EARBUDS_APP_LINK)).toEqual([{ url: EARBUDS_APP_LINK, mainFrame: true }]);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(context.pages()).toHaveLength(1);

    await page.clock.runFor(FALLBACK_MS - 100);
    await settle();
    expect(requested(EARBUDS_LINK)).toEqual([]);
    await page.clock.runFor(100);
    await page.waitForURL(EARBUDS_LINK, { waitUntil: 'commit' });
    expect(requested(EARBUDS_LINK)).toEqual([{ url: EARBUDS_LINK, mainFrame: true }]);
    await expectOneMoreClick(EARBUDS, before);
    expect(problems).toEqual([]);
  });

  it('on Android tries the Amazon app in a hidden frame the CSP allows, then the web link', async () => {
    const before = await clicksOf(EARBUDS);
    await openHomeOnPausedClock(phone(ANDROID_CHROME));
    await grabDeal(EARBUDS).click();
    await settle();
    const frame = page.locator('iframe');
    expect(await frame.getAttribute('src')).toBe(EARBUDS_APP_LINK);
    expect(await frame.isHidden()).toBe(true);
    expect(requested(EARBUDS_APP_LINK)).toEqual([{ url: EARBUDS_APP_LINK, mainFrame: false }]);

    await page.clock.runFor(FALLBACK_MS - 100);
    await settle();
    expect(requested(EARBUDS_LINK)).toEqual([]);
    await page.clock.runFor(100);
    await page.waitForURL(EARBUDS_LINK, { waitUntil: 'commit' });
    expect(context.pages()).toHaveLength(1);
    await expectOneMoreClick(EARBUDS, before);
    // A CSP that blocked the frame would have logged "Framing ... violates ..." here.
    expect(problems).toEqual([]);
  });

  it('stays put when the page is hidden because the app opened', async () => {
    const before = await clicksOf(EARBUDS);
    await openHomeOnPausedClock(phone(ANDROID_CHROME));
    await grabDeal(EARBUDS).click();
    await hidePage(page);
    await page.clock.runFor(FALLBACK_MS + 500);
    await settle();
    expect(requested(EARBUDS_APP_LINK)).toHaveLength(1);
    expect(requested(EARBUDS_LINK)).toEqual([]);
    expect(page.url()).toBe(`${server.baseUrl}/`);
    expect(await page.locator('iframe').count()).toBe(0);
    await expectOneMoreClick(EARBUDS, before);
    expect(problems).toEqual([]);
  });

  it("stays put when Safari's open-in-app prompt takes the focus", async () => {
    const before = await clicksOf(EARBUDS);
    await openHomeOnPausedClock(phone(IPHONE_SAFARI));
    await grabDeal(EARBUDS).click();
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.clock.runFor(FALLBACK_MS + 500);
    await settle();
    expect(requested(EARBUDS_APP_LINK)).toHaveLength(1);
    expect(requested(EARBUDS_LINK)).toEqual([]);
    expect(page.url()).toBe(`${server.baseUrl}/`);
    await expectOneMoreClick(EARBUDS, before);
    expect(problems).toEqual([]);
  });

  it('opens a deal from another shop on the web at once, through /go/{id}', async () => {
    const before = await clicksOf(BLENDER);
    const id = await dealIdByTitle(server.baseUrl, BLENDER);
    await openHomeOnPausedClock(phone(ANDROID_CHROME));
    expect(await grabDeal(BLENDER).getAttribute('href')).toBe(`/go/${id}`);
    const [shopTab] = await Promise.all([context.waitForEvent('page'), grabDeal(BLENDER).click()]);
    await shopTab.waitForURL(shop.link(BLENDER_PATH), { waitUntil: 'commit' });
    await shop.waitForVisits(BLENDER_PATH);
    expect(appAttempts()).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    // The tracked link counted it; no beacon came from the page besides.
    expect(requests.filter((request) => request.url.endsWith('/click'))).toEqual([]);
    await expectClicks(server.baseUrl, BLENDER, before + 1);
    expect(problems).toEqual([]);
  });

  it('never tries the app on a desktop browser, where Grab Deal goes through /go/{id}', async () => {
    const before = await clicksOf(EARBUDS);
    const id = await dealIdByTitle(server.baseUrl, EARBUDS);
    await openHomeOnPausedClock({ viewport: { width: 1280, height: 900 } });
    // Routing never sees the target of a redirect, so the real /go/{id} answers (and counts)
    // from here, and the tab is shown the stand-in shop instead of following it to Amazon.
    const redirects: (string | null)[] = [];
    await context.route(`${server.baseUrl}/go/*`, async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      redirects.push(`${answer.status()} ${answer.headers()['location']}`);
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shop</title>' });
    });
    const [shopTab] = await Promise.all([context.waitForEvent('page'), grabDeal(EARBUDS).click()]);
    await shopTab.waitForURL(`${server.baseUrl}/go/${id}`, { waitUntil: 'commit' });
    await page.clock.runFor(FALLBACK_MS + 500);
    await settle();
    expect(redirects).toEqual([`302 ${EARBUDS_LINK}`]);
    expect(appAttempts()).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(page.url()).toBe(`${server.baseUrl}/`);
    await expectClicks(server.baseUrl, EARBUDS, before + 1);
    expect(problems).toEqual([]);
  });

  describe('share', () => {
    const UNTOUCHED = 'clipboard before sharing';
    const shareButton = () => card(EARBUDS).getByRole('button', { name: `Share ${EARBUDS}` });
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

    const openForSharing = async (sheet: ShareSheet) => {
      await openHome(phone(ANDROID_CHROME), sheet);
      await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
      await page.evaluate((text) => navigator.clipboard.writeText(text), UNTOUCHED);
    };
    const expectedShare = async () => ({
      title: EARBUDS,
      text: `${EARBUDS} - Under $9.99`,
      url: `${PUBLIC_URL}/deals/${await dealIdByTitle(server.baseUrl, EARBUDS)}?src=share`,
    });

    it("hands the deal page's address to the device's share sheet", async () => {
      await openForSharing('shares');
      await shareButton().click();
      await page.waitForFunction(
        () => (window as unknown as { sharedData: unknown[] }).sharedData.length > 0,
      );
      await settle();
      expect(await sharedData(page)).toEqual([await expectedShare()]);
      expect(await page.getByText('Ready to share!').count()).toBe(0);
      expect(await clipboard()).toBe(UNTOUCHED);
      expect(problems).toEqual([]);
    });

    it('does nothing more when the visitor cancels the share sheet', async () => {
      await openForSharing('cancelled');
      await shareButton().click();
      await page.waitForFunction(
        () => (window as unknown as { sharedData: unknown[] }).sharedData.length > 0,
      );
      await settle();
      expect(await sharedData(page)).toEqual([await expectedShare()]);
      expect(await page.getByText('Ready to share!').count()).toBe(0);
      expect(await page.getByText('Could not copy the deal').count()).toBe(0);
      expect(await clipboard()).toBe(UNTOUCHED);
      expect(problems).toEqual([]);
    });

    it('copies the deal when the share sheet refuses it', async () => {
      await openForSharing('refused');
      await shareButton().click();
      await page.getByText('Ready to share!').waitFor();
      expect(await sharedData(page)).toHaveLength(1);
      expect(await clipboard()).toBe(`${EARBUDS} - Under $9.99\n${(await expectedShare()).url}`);
      expect(problems).toEqual([]);
    });

    it('copies the deal with a toast where the device has no share sheet', async () => {
      await openForSharing('absent');
      expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
      await shareButton().click();
      await page.getByText('Ready to share!').waitFor();
      await page.getByText('Deal copied to clipboard - share with friends and family').waitFor();
      expect(await clipboard()).toBe(`${EARBUDS} - Under $9.99\n${(await expectedShare()).url}`);
      expect(problems).toEqual([]);
    });
  });
});
