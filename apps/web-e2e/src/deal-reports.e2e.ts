import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { wcagViolations } from './support/axe';
import { DESKTOP_CHROME, launchBrowser } from './support/browser';
import { contextVisits } from './support/visits';
import { SITE_TIME_ZONE, apiDeals, rawHtml, watchConsoleProblems } from './support/public-site';
import { startBuiltServer, type RunningServer } from './support/server';
import { signUpCurator, type CuratorSession } from './support/curator';
import { startShopServer, type ShopServer } from './support/shop-server';

const CURATOR = { username: 'reports-curator', password: 'curator-password-1' };

/** Reported from its card's right-click menu on the home page. */
const MENU = 'Cordless hand vacuum';
/** Reported from its card's menu opened from the keyboard. */
const KEYBOARD = 'Silicone baking mat, 2 pack';
/** Reported from its own page, more than once by the same visitor. */
const PAGE = 'Cast iron dutch oven, 6 quart';
/** Reported by three visitors: "Reported". */
const CROWD = 'Wireless earbuds with charging case';
/** One report each before the tests, for the curator's Dismiss, Expire and Edit. */
const DISMISSED = 'Electric milk frother';
const EXPIRING = 'Memory foam seat cushion';
const EDITED = 'Stainless steel mixing bowls';
const RENAMED = 'Stainless mixing bowls, set of 5';
/** One report before the tests; expired with Expire now in the Active Deals tab. */
const STALE = 'Bamboo drawer organizer';
/** Created with an expiry in the past. */
const EXPIRED = 'Insulated lunch bag';

const THANKS = 'Thanks, we will check this deal.';
const REPORT_GROUP = 'Report a problem with this deal';
const REPORT_LABELS = ['Report expired', 'Price changed', 'Link broken'];
const HOUR_MS = 60 * 60 * 1000;

/**
 * Three visitors, each on an address of its own (CROWD_ADDRESSES): a report counts once per
 * address, whatever the browser. All desktop Chrome, so the pages render alike.
 */
const VISITOR_AGENTS = [
  DESKTOP_CHROME,
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
];

/** An address of its own, given as X-Forwarded-For (loopback is a trusted proxy by default). */
const LIMITED_ADDRESS = '203.0.113.77';
const CROWD_ADDRESSES = ['203.0.113.31', '203.0.113.32', '2001:db8:33::1'];
/** MAX_REPORTS_PER_ADDRESS in apps/api/src/modules/report/report-limit.ts. */
const REPORTS_PER_ADDRESS_HOUR = 20;

interface OpenReport {
  deal: { id: number | string; title: string };
  expiredReports: number;
  priceReports: number;
  linkReports: number;
  total: number;
  reported: boolean;
  lastReportedAt: string;
}

// Registration hashes with bcrypt (cost 12); the admin journeys load several pages each.
jest.setTimeout(90_000);

describe("visitors' reports on deals", () => {
  let server: RunningServer;
  let shop: ShopServer;
  let browser: Browser;
  /** The curator's context: its cookie signs in /admin and the curator API calls. */
  let curator: BrowserContext;
  const ids: Record<string, string> = {};

  const url = (path: string) => `${server.baseUrl}${path}`;

  let createDeal: CuratorSession['createDeal'];

  /** A report sent as a script would: no Origin, so no browser's same-origin check applies. */
  function postReport(id: string, kind: string, headers: Record<string, string> = {}) {
    return fetch(url(`/api/deals/${id}/reports`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME, ...headers },
      body: JSON.stringify({ kind }),
    });
  }

  /** GET /api/reports with the curator's cookie. */
  async function openReports(): Promise<OpenReport[]> {
    const response = await curator.request.get(url('/api/reports'));
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    return ((await response.json()) as { deals: OpenReport[] }).deals;
  }

  const reportOf = async (id: string) =>
    (await openReports()).find((entry) => String(entry.deal.id) === id);

  /** A visitor's fresh context (not signed in) on a page of the site. */
  const { visit, homeShows, closeAll } = contextVisits(
    () => browser,
    (path) => url(path),
  );

  const card = (page: Page, title: string): Locator =>
    page.getByRole('article', { name: title, exact: true }).and(page.getByTestId('deal-card'));
  const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
  const toast = (page: Page, title: string) =>
    toasts(page).getByRole('listitem').filter({ hasText: title });
  const reportGroup = (page: Page) => page.getByRole('group', { name: REPORT_GROUP });

  /** Waits for the browser's report of the deal and answers its status and body. */
  const reportSent = (page: Page, id: string) =>
    page
      .waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === `/api/deals/${id}/reports`,
        { timeout: 10_000 },
      )
      .then((response) => ({
        status: response.status(),
        body: response.request().postDataJSON() as unknown,
      }));

  /** Closes the toast on screen, so that the next one is seen to appear. */
  async function closeToast(page: Page) {
    await toasts(page).getByRole('button', { name: 'Close notification' }).click();
    await toasts(page).getByRole('listitem').waitFor({ state: 'detached' });
  }

  /** The time of a row's "last …", as the admin page writes it in the site's zone. */
  const siteTime = (iso: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SITE_TIME_ZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
  const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

  beforeAll(async () => {
    shop = await startShopServer();
    server = await startBuiltServer();
    browser = await launchBrowser();
    // The first account on a fresh install is the curator; the context keeps its cookie.
    ({ context: curator, createDeal } = await signUpCurator(browser, server.baseUrl, CURATOR));

    // Oldest first: the home page shows the newest first, the menu's deals on top.
    ids.expired = await createDeal({
      title: EXPIRED,
      price: '14',
      affiliateLink: shop.link('/lunch-bag'),
      expiresAt: new Date(Date.now() - HOUR_MS).toISOString(),
    });
    ids.stale = await createDeal({
      title: STALE,
      price: '16',
      affiliateLink: shop.link('/organizer'),
    });
    ids.dismissed = await createDeal({
      title: DISMISSED,
      price: '19.99',
      affiliateLink: shop.link('/frother'),
    });
    ids.expiring = await createDeal({
      title: EXPIRING,
      price: '27',
      affiliateLink: shop.link('/cushion'),
    });
    ids.edited = await createDeal({
      title: EDITED,
      price: '22',
      affiliateLink: shop.link('/bowls'),
    });
    ids.crowd = await createDeal({
      title: CROWD,
      price: '49',
      affiliateLink: shop.link('/earbuds'),
    });
    ids.page = await createDeal({ title: PAGE, price: '59.95', affiliateLink: shop.link('/oven') });
    ids.keyboard = await createDeal({
      title: KEYBOARD,
      price: '11.50',
      affiliateLink: shop.link('/mat'),
    });
    ids.menu = await createDeal({ title: MENU, price: '69', affiliateLink: shop.link('/vacuum') });

    for (const [id, kind] of [
      [ids.stale, 'expired'],
      [ids.dismissed, 'link'],
      [ids.expiring, 'expired'],
      [ids.edited, 'price'],
    ]) {
      expect((await postReport(id, kind)).status).toBe(204);
    }
  });

  afterEach(() => closeAll());

  afterAll(async () => {
    await curator?.close();
    await browser?.close();
    await server?.stop();
    await shop?.close();
  });

  describe('a visitor', () => {
    it('reports a deal from its card\'s right-click menu: "Report expired", thanked, stored', async () => {
      expect(await reportOf(ids.menu)).toBeUndefined();
      const { page, problems } = await visit('/');
      await card(page, MENU).click({ button: 'right' });
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
        'Copy Link',
        'Open in New Tab',
        'Open in New Window',
        ...REPORT_LABELS,
      ]);

      const sent = reportSent(page, ids.menu);
      await menu.getByRole('menuitem', { name: 'Report expired' }).click();
      await menu.waitFor({ state: 'detached' });
      expect(await sent).toEqual({ status: 204, body: { kind: 'expired' } });
      await toast(page, THANKS).waitFor();

      const stored = await reportOf(ids.menu);
      expect(stored).toMatchObject({
        deal: { title: MENU },
        expiredReports: 1,
        priceReports: 0,
        linkReports: 0,
        total: 1,
        reported: false,
      });
      const age = Date.now() - Date.parse(stored?.lastReportedAt ?? '');
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(60_000);
      expect(shop.visits).toEqual([]);
      expect(problems).toEqual([]);
    });

    it('reports "Link broken" from the menu opened with the keyboard (Shift+F10)', async () => {
      const { page, problems } = await visit('/');
      const grab = card(page, KEYBOARD).getByRole('link', { name: /Grab Deal/ });
      await grab.focus();
      await page.keyboard.press('Shift+F10');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await page.keyboard.press('End');
      expect(
        await menu
          .getByRole('menuitem', { name: 'Link broken' })
          .evaluate((item) => item === document.activeElement),
      ).toBe(true);

      const sent = reportSent(page, ids.keyboard);
      await page.keyboard.press('Enter');
      expect(await sent).toEqual({ status: 204, body: { kind: 'link' } });
      await menu.waitFor({ state: 'detached' });
      await toast(page, THANKS).waitFor();
      // The menu gives focus back to where it was opened.
      expect(await grab.evaluate((link) => link === document.activeElement)).toBe(true);
      expect(await reportOf(ids.keyboard)).toMatchObject({ linkReports: 1, total: 1 });
      expect(shop.visits).toEqual([]);
      expect(problems).toEqual([]);
    });

    it('reports "Price changed" on a deal page; the same visitor again is thanked but counts once', async () => {
      const { html } = await rawHtml(url(`/deals/${ids.page}`));
      expect(html).toContain(REPORT_GROUP);

      const { page, problems } = await visit(`/deals/${ids.page}`);
      const group = reportGroup(page);
      expect(await group.getByRole('button').allInnerTexts()).toEqual(REPORT_LABELS);

      let sent = reportSent(page, ids.page);
      await group.getByRole('button', { name: 'Price changed' }).click();
      expect(await sent).toEqual({ status: 204, body: { kind: 'price' } });
      await toast(page, THANKS).waitFor();
      expect(await reportOf(ids.page)).toMatchObject({ priceReports: 1, total: 1 });
      expect(await wcagViolations(page)).toEqual([]);

      await closeToast(page);
      sent = reportSent(page, ids.page);
      await group.getByRole('button', { name: 'Price changed' }).click();
      expect(await sent).toEqual({ status: 204, body: { kind: 'price' } });
      await toast(page, THANKS).waitFor();
      expect(await reportOf(ids.page)).toMatchObject({
        expiredReports: 0,
        priceReports: 1,
        linkReports: 0,
        total: 1,
      });

      // One report per visitor per deal per day, whatever its kind.
      await closeToast(page);
      sent = reportSent(page, ids.page);
      await group.getByRole('button', { name: 'Link broken' }).click();
      expect(await sent).toEqual({ status: 204, body: { kind: 'link' } });
      await toast(page, THANKS).waitFor();
      expect(await reportOf(ids.page)).toMatchObject({
        priceReports: 1,
        linkReports: 0,
        total: 1,
        reported: false,
      });
      expect(problems).toEqual([]);
    });

    it('never counts a bot, whatever address it comes from', async () => {
      const before = await reportOf(ids.page);
      for (const [index, userAgent] of [
        'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ].entries()) {
        const answer = await postReport(ids.page, 'expired', {
          'user-agent': userAgent,
          'x-forwarded-for': `198.51.100.${index + 1}`,
        });
        expect(answer.status).toBe(204);
      }
      expect(await reportOf(ids.page)).toEqual(before);
    });
  });

  describe('in /admin', () => {
    let page: Page;
    let problems: string[];

    const health = () => page.getByRole('region', { name: 'Deal Health' });
    const reportedList = () => health().getByRole('list', { name: 'Reported deals' });
    const rows = () => reportedList().getByTestId('reported-deal-row');
    const row = (title: string) => rows().filter({ hasText: title });

    async function openHealth() {
      await page.goto(url('/admin'), { waitUntil: 'networkidle' });
      await health().getByRole('heading', { level: 2, name: 'Deal Health' }).waitFor();
      await health().getByRole('heading', { level: 3, name: 'Reported deals' }).waitFor();
      await rows().first().waitFor();
    }

    const onPublicHome = (id: string) => homeShows(id, ids.page);

    beforeEach(async () => {
      page = await curator.newPage();
      problems = watchConsoleProblems(page);
    });

    afterEach(async () => {
      expect(problems).toEqual([]);
      await page.close();
    });

    it('marks a deal three addresses reported "Reported" and lists it first', async () => {
      const kinds = ['expired', 'expired', 'link'] as const;
      const button = { expired: 'Report expired', link: 'Link broken' };
      for (const [index, userAgent] of VISITOR_AGENTS.entries()) {
        const { page: dealPage, problems: dealProblems } = await visit(`/deals/${ids.crowd}`, {
          userAgent,
          extraHTTPHeaders: { 'x-forwarded-for': CROWD_ADDRESSES[index] },
        });
        expect(await dealPage.evaluate(() => navigator.userAgent)).toBe(userAgent);
        const sent = reportSent(dealPage, ids.crowd);
        await reportGroup(dealPage).getByRole('button', { name: button[kinds[index]] }).click();
        expect((await sent).status).toBe(204);
        await toast(dealPage, THANKS).waitFor();
        expect(dealProblems).toEqual([]);
        expect(await reportOf(ids.crowd)).toMatchObject({
          total: index + 1,
          reported: index + 1 >= 3,
        });
      }

      const open = await openReports();
      const crowd = open.find((entry) => String(entry.deal.id) === ids.crowd);
      expect(crowd).toMatchObject({
        deal: { title: CROWD },
        expiredReports: 2,
        priceReports: 0,
        linkReports: 1,
        total: 3,
        reported: true,
      });
      expect(String(open[0].deal.id)).toBe(ids.crowd);
      expect(open.filter((entry) => entry.reported)).toHaveLength(1);

      // The GraphQL query behind the admin page answers the same.
      const graphql = await curator.request.post(url('/graphql'), {
        data: { query: '{ reportedDeals { deal { id title } total reported } }' },
        headers: { origin: server.baseUrl },
      });
      expect(graphql.status()).toBe(200);
      const { data } = (await graphql.json()) as {
        data: { reportedDeals: { deal: { id: string; title: string }; reported: boolean }[] };
      };
      expect(data.reportedDeals[0]).toEqual({
        deal: { id: ids.crowd, title: CROWD },
        total: 3,
        reported: true,
      });

      await openHealth();
      // The rows in the API's order: "Reported" first.
      const listed = await rows().allInnerTexts();
      expect(listed).toHaveLength(open.length);
      open.forEach((entry, index) => expect(listed[index]).toContain(entry.deal.title));
      const first = rows().first();
      expect(await first.innerText()).toContain(`${CROWD} Reported`);
      expect(await first.getByText('Reported', { exact: true }).count()).toBe(1);
      expect(spaced(await first.getByText(/^\d+ expired · /).innerText())).toBe(
        spaced(
          `2 expired · 0 price changed · 1 link broken · last ${siteTime(crowd!.lastReportedAt)}`,
        ),
      );

      // A deal with a single report is listed without the mark.
      const single = row(EDITED);
      expect(await single.getByText('Reported', { exact: true }).count()).toBe(0);
      expect(await single.getByText(/^\d+ expired · /).innerText()).toMatch(
        /^0 expired · 1 price changed · 0 link broken · last [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
      );
      for (const name of [`Expire ${EDITED}`, `Dismiss reports on ${EDITED}`, `Edit ${EDITED}`]) {
        expect(await single.getByRole('button', { name, exact: true }).count()).toBe(1);
      }
      expect(await wcagViolations(page)).toEqual([]);
    });

    it("dismisses a deal's reports: the row leaves, the deal stays live", async () => {
      expect(await reportOf(ids.dismissed)).toMatchObject({ linkReports: 1, total: 1 });
      await openHealth();
      await row(DISMISSED)
        .getByRole('button', { name: `Dismiss reports on ${DISMISSED}` })
        .click();
      await toast(page, 'Reports dismissed').waitFor();
      await row(DISMISSED).waitFor({ state: 'detached' });
      await row(CROWD).waitFor();
      expect(await reportOf(ids.dismissed)).toBeUndefined();
      expect((await apiDeals(server.baseUrl)).map((deal) => deal.title)).toContain(DISMISSED);

      await page.reload({ waitUntil: 'networkidle' });
      await rows().first().waitFor();
      expect(await row(DISMISSED).count()).toBe(0);
    });

    it('expires a reported deal: the row leaves and so does the home page', async () => {
      expect(await onPublicHome(ids.expiring)).toBe(true);
      await openHealth();
      await row(EXPIRING)
        .getByRole('button', { name: `Expire ${EXPIRING}` })
        .click();
      await toast(page, 'Deal expired').waitFor();
      await row(EXPIRING).waitFor({ state: 'detached' });
      expect(await reportOf(ids.expiring)).toBeUndefined();

      expect((await rawHtml(url('/'))).html).not.toContain(EXPIRING);
      expect((await apiDeals(server.baseUrl)).map((deal) => deal.title)).not.toContain(EXPIRING);
      expect(await onPublicHome(ids.expiring)).toBe(false);
      // Its page says so, and asks for no report.
      const { page: dealPage } = await visit(`/deals/${ids.expiring}`);
      await dealPage.getByRole('status').filter({ hasText: 'This deal has expired.' }).waitFor();
      expect(await reportGroup(dealPage).count()).toBe(0);
    });

    it('edits a reported deal from its row: the new title shows in the row', async () => {
      await openHealth();
      const edit = row(EDITED).getByRole('button', { name: `Edit ${EDITED}` });
      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Edit Deal' });
      await dialog.waitFor();
      const title = dialog.getByLabel('Title', { exact: true });
      expect(await title.inputValue()).toBe(EDITED);
      await title.fill(RENAMED);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Deal updated successfully').waitFor();
      await dialog.waitFor({ state: 'detached' });

      const renamed = row(RENAMED);
      await renamed.waitFor();
      expect(await row(EDITED).count()).toBe(0);
      expect(await renamed.getByRole('button', { name: `Edit ${RENAMED}` }).count()).toBe(1);
      expect(await renamed.getByText(/^\d+ expired · /).innerText()).toMatch(
        /^0 expired · 1 price changed · 0 link broken · last /,
      );
      expect(await reportOf(ids.edited)).toMatchObject({
        deal: { title: RENAMED },
        priceReports: 1,
        total: 1,
      });

      await page.reload({ waitUntil: 'networkidle' });
      await row(RENAMED).waitFor();
    });

    it("drops a deal expired with Active Deals' Expire now from the reported list", async () => {
      expect(await reportOf(ids.stale)).toMatchObject({ expiredReports: 1, total: 1 });
      await openHealth();
      await row(STALE).waitFor();
      await page.getByRole('tab', { name: 'Active Deals' }).click();
      await page
        .getByRole('tabpanel', { name: 'Active Deals' })
        .getByTestId('admin-deal-row')
        .filter({ hasText: STALE })
        .getByRole('button', { name: `Expire now: ${STALE}` })
        .click();
      await toast(page, 'Deal expired').waitFor();
      expect(await reportOf(ids.stale)).toBeUndefined();
      await row(STALE).waitFor({ state: 'detached', timeout: 5000 });
    });
  });

  describe('an expired deal', () => {
    it('shows no report buttons on its page, and a report of it is not kept', async () => {
      const { status, html } = await rawHtml(url(`/deals/${ids.expired}`));
      expect(status).toBe(200);
      expect(html).toContain('This deal has expired.');
      expect(html).not.toContain(REPORT_GROUP);

      const { page, problems } = await visit(`/deals/${ids.expired}`);
      await page.getByRole('heading', { level: 1, name: EXPIRED }).waitFor();
      expect(await reportGroup(page).count()).toBe(0);
      for (const name of REPORT_LABELS) {
        expect(await page.getByRole('button', { name }).count()).toBe(0);
      }
      // The page shows the deal itself, not a card of it: nothing on it opens a menu either.
      await page.getByRole('heading', { level: 1, name: EXPIRED }).click({ button: 'right' });
      await new Promise((wake) => setTimeout(wake, 300));
      expect(await page.getByRole('menu').count()).toBe(0);
      expect(problems).toEqual([]);

      expect(
        (await postReport(ids.expired, 'expired', { 'x-forwarded-for': '198.51.100.20' })).status,
      ).toBe(204);
      expect(await reportOf(ids.expired)).toBeUndefined();
    });
  });

  describe('the limit per address', () => {
    it(`refuses the ${REPORTS_PER_ADDRESS_HOUR + 1}st report in an hour: 429 and "Report not sent"`, async () => {
      const before = await reportOf(ids.page);
      const fromLimited = { 'x-forwarded-for': LIMITED_ADDRESS };
      // Reports of an expired deal still count against the address, and keep nothing.
      for (let sent = 0; sent < REPORTS_PER_ADDRESS_HOUR; sent += 1) {
        expect((await postReport(ids.expired, 'link', fromLimited)).status).toBe(204);
      }
      const refused = await postReport(ids.expired, 'link', fromLimited);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      const { message } = (await refused.json()) as { message: string };
      expect(message).toMatch(/^Too many reports from this address\. Try again in \d+ seconds\.$/);

      // Another address is not held back.
      expect(
        (await postReport(ids.expired, 'link', { 'x-forwarded-for': '198.51.100.30' })).status,
      ).toBe(204);

      const { page, problems } = await visit(`/deals/${ids.page}`, {
        extraHTTPHeaders: fromLimited,
      });
      const sent = reportSent(page, ids.page);
      await reportGroup(page).getByRole('button', { name: 'Report expired' }).click();
      expect((await sent).status).toBe(429);
      const notSent = toast(page, 'Report not sent');
      await notSent.waitFor();
      expect(await notSent.innerText()).toMatch(
        /Too many reports from this address\. Try again in \d+ seconds\./,
      );
      expect(await toast(page, THANKS).count()).toBe(0);
      // The browser logs the refused request itself; nothing else went wrong.
      expect(problems).toEqual([expect.stringMatching(/^error: Failed to load resource: .*429/)]);
      expect(await reportOf(ids.page)).toEqual(before);
    });
  });
});
