import { readFileSync } from 'node:fs';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { signUpCurator, type CuratorSession } from './support/curator';
import { IPHONE_SAFARI, phone } from './support/mobile-device';
import { dealIdByTitle, saveScreenshot } from './support/public-site';
import { seedSqlite } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';
import { startShopServer, type ShopServer } from './support/shop-server';

const CURATOR = { username: 'sources-curator', password: 'curator-password-1' };
const KETTLE = 'Gooseneck electric kettle';
const LAMP = 'Dimmable desk lamp';
const KETTLE_PATH = '/kettle';
const CSV_HEADER = 'day,dimension,source,group,medium,campaign,path,device,browser,visitors,clicks';

// Registration hashes with bcrypt (cost 12), and visits and clicks are written in batches.
jest.setTimeout(120_000);

interface Answer {
  from: string;
  to: string;
  totals: { visitors: number; clicks: number };
}

describe('traffic sources in /admin', () => {
  let server: RunningServer;
  let shop: ShopServer;
  let browser: Browser;
  let curator: CuratorSession;
  let page: Page;
  let problems: string[];
  const visitors: BrowserContext[] = [];
  let visitorNumber = 0;

  const url = (path: string) => `${server.baseUrl}${path}`;
  const card = () => page.getByRole('region', { name: 'Traffic sources' });
  const table = (name: string) => card().getByRole('region', { name }).getByRole('table');
  /** A breakdown's row as its cells read: label (with its note), visitors, clicks[, ratio]. */
  const rowOf = (tableName: string, label: string): Locator =>
    table(tableName)
      .locator('tbody tr')
      .filter({ has: page.getByText(label, { exact: true }) });
  const cellsOf = (tableName: string, label: string) =>
    rowOf(tableName, label).locator('td').allInnerTexts();
  const figure = (label: string) =>
    card()
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');

  /**
   * A visitor of their own (own address through the trusted loopback proxy, own cookies) lands
   * on `path`, coming from `referer` if given; the page's beacon says where from.
   */
  async function arrive(path: string, referer?: string, options: BrowserContextOptions = {}) {
    visitorNumber += 1;
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...options,
      extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${visitorNumber}` },
    });
    visitors.push(context);
    const visitorPage = await context.newPage();
    const visitorProblems = watchConsoleProblems(visitorPage);
    const beacon = visitorPage.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/visits',
    );
    await visitorPage.goto(url(path), { referer, waitUntil: 'networkidle' });
    await beacon;
    return { page: visitorPage, problems: visitorProblems };
  }

  /** The curator's API answer, polled until the batched visits and clicks are written. */
  async function waitForTotals(visitorCount: number, clicks: number): Promise<Answer> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const answer = (await (
        await curator.context.request.get(url('/api/traffic/sources'))
      ).json()) as Answer;
      const { totals } = answer;
      if ((totals.visitors === visitorCount && totals.clicks === clicks) || Date.now() > deadline) {
        expect(totals).toEqual({ visitors: visitorCount, clicks });
        return answer;
      }
      await new Promise((wake) => setTimeout(wake, 250));
    }
  }

  async function openTrafficSources() {
    await page.goto(url('/admin'), { waitUntil: 'networkidle' });
    await table('Sources').waitFor();
  }

  beforeAll(async () => {
    shop = await startShopServer();
    server = await startBuiltServer();
    seedSqlite(server.dataDir, [
      { title: KETTLE, affiliateLink: shop.link(KETTLE_PATH) },
      { title: LAMP, affiliateLink: shop.link('/lamp') },
    ]);
    browser = await launchBrowser();
    curator = await signUpCurator(browser, server.baseUrl, CURATOR);

    const kettleId = await dealIdByTitle(server.baseUrl, KETTLE);
    await arrive('/', 'http://www.google.com/');
    await arrive('/?utm_source=Newsletter&utm_medium=email&utm_campaign=black-friday');
    await arrive('/fashion?src=telegram', undefined, phone(IPHONE_SAFARI));
    await arrive(`/deals/${kettleId}`);
    // The one who clicks: from Facebook to the home page, then Grab Deal to the shop.
    const fromFacebook = await arrive('/', 'http://www.facebook.com/');
    const grab = fromFacebook.page
      .getByRole('article', { name: KETTLE, exact: true })
      .getByRole('link', { name: /Grab Deal/ });
    const [shopTab] = await Promise.all([
      fromFacebook.page.context().waitForEvent('page'),
      grab.click(),
    ]);
    await shop.waitForVisits(KETTLE_PATH);
    await shopTab.close();
    expect(fromFacebook.problems).toEqual([]);
    await waitForTotals(5, 1);
  });

  afterAll(async () => {
    await Promise.all(visitors.map((context) => context.close()));
    await curator?.context.close();
    await browser?.close();
    await server?.stop();
    await shop?.close();
  });

  beforeEach(async () => {
    page = await curator.context.newPage();
    problems = watchConsoleProblems(page);
  });

  afterEach(async () => {
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads nothing of the card for a visitor', async () => {
    const html = await (await fetch(url('/'))).text();
    const scripts = [
      ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map(([, src]) => src);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(await (await fetch(url(src))).text()).not.toContain('Traffic sources');
    }
  });

  it('shows where the visitors and the click came from', async () => {
    await openTrafficSources();
    expect(await figure('Visitors').innerText()).toBe('5');
    expect(await figure('Clicks').innerText()).toBe('1');
    expect(await figure('Clicks per visitor').innerText()).toBe('0.20');
    await card().getByText('5 visitors in the last 5 minutes').waitFor();

    // Label and group, visitors, clicks, clicks per visitor.
    expect(await rowOf('Sources', 'Facebook').innerText()).toContain('Social');
    expect(await cellsOf('Sources', 'Facebook')).toEqual(['1', '1', '1.00']);
    expect(await rowOf('Sources', 'Google').innerText()).toContain('Search');
    expect(await cellsOf('Sources', 'Google')).toEqual(['1', '0', '0.00']);
    expect(await rowOf('Sources', 'newsletter').innerText()).toContain('Campaign');
    expect(await rowOf('Sources', 'telegram').innerText()).toContain('Campaign');
    expect(await rowOf('Sources', 'direct').innerText()).toContain('Direct');

    expect(await rowOf('Campaigns', 'black-friday').innerText()).toContain('newsletter · email');
    expect(await cellsOf('Campaigns', 'black-friday')).toEqual(['1', '0', '0.00']);
    expect(await cellsOf('Landing pages', '/')).toEqual(['3', '1']);
    expect(await cellsOf('Landing pages', '/fashion')).toEqual(['1', '0']);
    expect(await cellsOf('Devices', 'mobile')).toEqual(['1', '0']);
    expect(await cellsOf('Devices', 'desktop')).toEqual(['4', '1']);
    expect(await table('Browsers').innerText()).toContain('Safari');
    await card().scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-traffic-sources');
  });

  it('changes the range, and shows the server refusing a backwards one', async () => {
    await openTrafficSources();
    const answered = (days: string) =>
      page.waitForResponse((response) => {
        const address = new URL(response.url());
        return (
          address.pathname === '/api/traffic/sources' &&
          response.ok() &&
          Date.parse(address.searchParams.get('to')!) -
            Date.parse(address.searchParams.get('from')!) ===
            (Number(days) - 1) * 86_400_000
        );
      });

    for (const days of ['30', '90']) {
      const answer = answered(days);
      await card()
        .getByRole('radio', { name: `${days} days` })
        .check();
      const { from, to } = (await (await answer).json()) as Answer;
      await card().getByText(`${from} to ${to} (site days)`, { exact: false }).waitFor();
      expect(await figure('Visitors').innerText()).toBe('5');
    }
    const today = answered('1');
    await card().getByRole('radio', { name: 'Today' }).check();
    const { to } = (await (await today).json()) as Answer;
    expect(await figure('Clicks').innerText()).toBe('1');

    await card().getByRole('radio', { name: 'Custom' }).check();
    const fromField = card().getByLabel('From', { exact: true });
    const toField = card().getByLabel('To', { exact: true });
    expect(await toField.inputValue()).toBe(to);
    const tomorrow = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
    await fromField.fill(tomorrow.slice(0, 10));
    await card().getByRole('alert').filter({ hasText: /from/i }).waitFor();
    expect(await fromField.getAttribute('aria-invalid')).toBe('true');
    await fromField.fill(to);
    await card().getByText(`${to} (site days)`, { exact: false }).waitFor();
    expect(await fromField.getAttribute('aria-invalid')).toBeNull();
    expect(await figure('Visitors').innerText()).toBe('5');
    // The 400 above is the refusal this test asked for.
    problems.splice(0, problems.length);
  });

  it("opens a deal's clicks by source from the top deals and from its row", async () => {
    await openTrafficSources();
    await page
      .getByRole('region', { name: 'Analytics Overview' })
      .getByRole('region', { name: 'Top 5 Deals (all time)' })
      .getByRole('link', { name: `Sources of ${KETTLE}` })
      .click();
    await card()
      .getByRole('heading', { name: `Clicks by source for “${KETTLE}”` })
      .waitFor();
    expect(page.url()).toContain('sourcesDeal=');
    await card().getByText('Unique clickers', { exact: true }).first().waitFor();
    expect(await figure('Unique clickers').innerText()).toBe('1');
    expect(await cellsOf('Sources', 'Facebook')).toEqual(['1', '1', '1.00']);
    expect(await rowOf('Sources', 'Google').count()).toBe(0);

    await card().getByRole('link', { name: 'All traffic' }).click();
    await card().getByText('Visitors', { exact: true }).first().waitFor();
    expect(await figure('Visitors').innerText()).toBe('5');

    await page.getByRole('tab', { name: 'Active Deals' }).click();
    await page
      .getByRole('tabpanel', { name: 'Active Deals' })
      .getByTestId('admin-deal-row')
      .filter({ hasText: LAMP })
      .getByRole('link', { name: `Sources of ${LAMP}` })
      .click();
    await card()
      .getByRole('heading', { name: `Clicks by source for “${LAMP}”` })
      .waitFor();
    await card().getByText('Nothing in this range.').first().waitFor();
    expect(await figure('Unique clickers').innerText()).toBe('0');
  });

  it("downloads the range's daily aggregates as CSV", async () => {
    await openTrafficSources();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card().getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const lines = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split(/\r?\n/);
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d{4}-\d{2}-\d{2},source,telegram,campaign,/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d{4}-\d{2}-\d{2},source,Facebook,social,[^\n]*,1,1$/),
    );
  });

  it('fits a 375 px phone', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openTrafficSources();
    await card().scrollIntoViewIfNeeded();
    // Nothing of the card reaches past the screen's edge; a wide table scrolls in its own box.
    const overflowing = await card().evaluate((section) => {
      const insideScroller = (element: Element) => {
        for (let box = element.parentElement; box && box !== section; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible') return true;
        }
        return false;
      };
      return [section, ...section.querySelectorAll('*')]
        .filter((element) => !insideScroller(element))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
        .map((element) => element.tagName);
    });
    expect(overflowing).toEqual([]);
    await saveScreenshot(page, 'admin-traffic-sources-phone');
  });
});
