import { localDateTimeString } from '@deal-site/deal-text';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { wcagViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { contextVisits } from './support/visits';
import {
  SITE_TIME_ZONE,
  apiDeals,
  clicksOf,
  dealSlot,
  expectClicks,
  rawHtml,
  watchConsoleProblems,
} from './support/public-site';
import { startBuiltServer, type RunningServer } from './support/server';
import { signUpCurator, type CuratorSession } from './support/curator';
import { startShopServer, type ShopServer } from './support/shop-server';

const CURATOR = { username: 'lifecycle-curator', password: 'curator-password-1' };

/** Followed with scripts off. */
const LAMP = 'Brass desk lamp with a dimmer';
/** Followed with scripts on, from its own page and from the card's menu. */
const KETTLE = 'Gooseneck electric kettle';
/** An Amazon link: "(paid link)" beside Grab Deal. Never followed: Amazon is on the internet. */
const CABLE = 'Braided USB-C cable, 2 pack';
const CABLE_LINK = 'https://www.amazon.com/dp/B0CABLE002';
/** Created with an expiry in the past. */
const MUG = 'Insulated travel mug';
/** A live deal of another section, which an expired daily deal's /go page does not offer. */
const TOTE = 'Canvas tote bag';
/** A deal without a link at all. */
const NO_LINK = 'Cast iron trivet, no link yet';
/** Expired with POST /api/deals/{id}/expire, brought back in /admin. */
const RUG = 'Washable kitchen rug';
/** Expired in /admin with Expire now. */
const TOWEL = 'Quick-dry bath towel set';
/** Given an expiry in the Edit Deal dialog. */
const PAN = 'Nonstick frying pan, 10 inch';
/** Expires a few seconds after it was created. */
const SOON = 'Flash sale: bamboo cutting board';
/** Added in /admin from a pasted post that says when it ends. */
const PASTED_TITLE = 'Rain jacket with sealed seams';

const HOUR_MS = 60 * 60 * 1000;

interface GraphqlDeal {
  clicks: number;
  expired: boolean;
  expiresAt: string | null;
}

// Registration hashes with bcrypt (cost 12); the admin journeys load several pages each.
jest.setTimeout(90_000);

describe('a deal from Grab Deal to its expiry', () => {
  let server: RunningServer;
  let shop: ShopServer;
  let browser: Browser;
  /** The curator's context: its cookie signs in /admin and the curator API calls. */
  let curator: BrowserContext;
  const ids: Record<string, string> = {};

  const url = (path: string) => `${server.baseUrl}${path}`;

  let createDeal: CuratorSession['createDeal'];

  async function graphqlDeal(id: string): Promise<GraphqlDeal> {
    const response = await fetch(url('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query Deal($id: ID!) { deal(id: $id) { clicks expired expiresAt } }',
        variables: { id },
      }),
    });
    return ((await response.json()) as { data: { deal: GraphqlDeal } }).data.deal;
  }

  /** A visitor's fresh context (not signed in) on a page of the site. */
  const { visit, homeShows, closeAll } = contextVisits(
    () => browser,
    (path) => url(path),
  );

  const card = (page: Page, title: string): Locator =>
    page.getByRole('article', { name: title, exact: true }).and(page.getByTestId('deal-card'));
  /** A deal page's own price block (its Grab Deal) and its facts (posted, ends, store). */
  const priceBlock = (page: Page): Locator => page.getByRole('region', { name: 'Price' });
  const aboutDeal = (page: Page): Locator => page.getByRole('list', { name: 'About this deal' });
  /** The deal's place in a list, whether its card has rendered yet or not. */
  const beaconsOf = (page: Page) => {
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/deals\/[^/]+\/click$/.test(new URL(request.url()).pathname)) {
        beacons.push(`${request.method()} ${request.url()}`);
      }
    });
    return beacons;
  };
  const settle = (ms = 1500) => new Promise((wake) => setTimeout(wake, ms));

  beforeAll(async () => {
    shop = await startShopServer();
    server = await startBuiltServer();
    browser = await launchBrowser();
    // The first account on a fresh install is the curator; the context keeps its cookie.
    ({ context: curator, createDeal } = await signUpCurator(browser, server.baseUrl, CURATOR));
    await curator.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });

    const hourAgo = new Date(Date.now() - HOUR_MS).toISOString();
    // Oldest first: the lists show the newest first.
    ids.rug = await createDeal({ title: RUG, price: '24', affiliateLink: shop.link('/rug') });
    ids.mug = await createDeal({
      title: MUG,
      price: '18.99',
      affiliateLink: shop.link('/mug'),
      expiresAt: hourAgo,
    });
    ids.tote = await createDeal({
      title: TOTE,
      category: 'fashion',
      price: '15',
      affiliateLink: shop.link('/tote'),
    });
    ids.noLink = await createDeal({ title: NO_LINK, category: 'favorites', price: '9' });
    ids.pan = await createDeal({ title: PAN, price: '21.50', affiliateLink: shop.link('/pan') });
    ids.towel = await createDeal({
      title: TOWEL,
      price: '29.99',
      affiliateLink: shop.link('/towel'),
    });
    ids.cable = await createDeal({ title: CABLE, price: '12.99', affiliateLink: CABLE_LINK });
    ids.kettle = await createDeal({
      title: KETTLE,
      price: '39.99',
      affiliateLink: shop.link('/kettle'),
    });
    ids.lamp = await createDeal({ title: LAMP, price: '45', affiliateLink: shop.link('/lamp') });
    const expired = await curator.request.post(url(`/api/deals/${ids.rug}/expire`), {
      headers: { origin: server.baseUrl },
    });
    expect(expired.ok()).toBe(true);
  });

  afterEach(() => closeAll());

  afterAll(async () => {
    await curator?.close();
    await browser?.close();
    await server?.stop();
    await shop?.close();
  });

  describe('Grab Deal', () => {
    it('is a plain link to /go/{id} that reaches the shop and counts once with scripts off', async () => {
      const before = await clicksOf(server.baseUrl, LAMP);
      const { context, page } = await visit('/', { javaScriptEnabled: false });
      const redirects: string[] = [];
      context.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/go/')) {
          const headers = response.headers();
          redirects.push(
            `${response.status()} ${headers['location']} | ${headers['cache-control']} | ` +
              `${headers['x-robots-tag']} | ${headers['referrer-policy']}`,
          );
        }
      });

      const grab = card(page, LAMP).getByRole('link', { name: `Grab Deal: ${LAMP}` });
      expect(await grab.evaluate((element) => element.tagName)).toBe('A');
      expect(await grab.innerText()).toBe('Grab Deal');
      expect(await grab.getAttribute('href')).toBe(`/go/${ids.lamp}`);
      expect(await grab.getAttribute('target')).toBe('_blank');
      const rel = ((await grab.getAttribute('rel')) ?? '').split(/\s+/);
      expect(rel).toEqual(expect.arrayContaining(['sponsored', 'nofollow', 'noopener']));
      expect(rel).not.toContain('noreferrer');

      const [shopTab] = await Promise.all([context.waitForEvent('page'), grab.click()]);
      await shopTab.waitForURL(shop.link('/lamp'));
      expect(await shopTab.title()).toBe('shop');
      expect(redirects).toEqual([
        `302 ${shop.link('/lamp')} | no-store | noindex, nofollow | strict-origin-when-cross-origin`,
      ]);
      const [arrival] = await shop.waitForVisits('/lamp');
      // Affiliate networks distrust a click without a Referer: the site's origin goes along.
      expect(arrival.referer).not.toBeNull();
      expect(new URL(arrival.referer as string).origin).toBe(server.baseUrl);
      await expectClicks(server.baseUrl, LAMP, before + 1);
    });

    it('counts one click once with scripts on, and sends only the origin as Referer', async () => {
      const before = await clicksOf(server.baseUrl, KETTLE);
      // From the deal's own page: the shop is told the site, not the page.
      const { context, page, problems } = await visit(`/deals/${ids.kettle}?from=test`);
      const beacons = beaconsOf(page);
      const grab = priceBlock(page).getByRole('link', { name: /Grab Deal/ });
      expect(await grab.getAttribute('href')).toBe(`/go/${ids.kettle}`);
      const arrivals = shop.visits.filter((arrival) => arrival.path === '/kettle').length;
      const [shopTab] = await Promise.all([context.waitForEvent('page'), grab.click()]);
      await shopTab.waitForURL(shop.link('/kettle'));
      const arrival = (await shop.waitForVisits('/kettle', arrivals + 1)).at(-1);
      expect(arrival?.referer).toBe(`${server.baseUrl}/`);
      await expectClicks(server.baseUrl, KETTLE, before + 1);
      expect(beacons).toEqual([]);
      expect(page.url()).toBe(url(`/deals/${ids.kettle}?from=test`));
      expect(problems).toEqual([]);
    });

    it("goes through /go/{id} from the card menu's Open in New Window, counting once", async () => {
      const before = await clicksOf(server.baseUrl, KETTLE);
      const { context, page, problems } = await visit('/');
      const beacons = beaconsOf(page);
      await card(page, KETTLE).click({ button: 'right' });
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const arrivals = shop.visits.filter((arrival) => arrival.path === '/kettle').length;
      const [shopWindow] = await Promise.all([
        context.waitForEvent('page'),
        menu.getByRole('menuitem', { name: 'Open in New Window' }).click(),
      ]);
      await shopWindow.waitForURL(shop.link('/kettle'));
      await shop.waitForVisits('/kettle', arrivals + 1);
      await expectClicks(server.baseUrl, KETTLE, before + 1);
      expect(beacons).toEqual([]);
      expect(problems).toEqual([]);
    });

    it('shows "(paid link)" beside an Amazon deal\'s Grab Deal only, and the price\'s time', async () => {
      const { html } = await rawHtml(url('/'));
      expect(html.match(/\(paid link\)/g)).toHaveLength(1);

      const { page, problems } = await visit('/');
      const cable = card(page, CABLE);
      const beside = cable.locator('a.grab-deal + .paid-link');
      expect(await beside.innerText()).toBe('(paid link)');
      expect(await cable.getByRole('link', { name: /Grab Deal/ }).getAttribute('href')).toBe(
        `/go/${ids.cable}`,
      );
      for (const title of [LAMP, KETTLE, PAN]) {
        expect(await card(page, title).getByText('(paid link)').count()).toBe(0);
      }
      expect(await page.getByText('(paid link)').count()).toBe(1);
      const asOf = /as of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/;
      const lamp = card(page, LAMP);
      expect(await lamp.locator('.price-time').innerText()).toMatch(new RegExp(`^${asOf.source}$`));
      expect(await lamp.locator('.price').getAttribute('title')).toMatch(
        new RegExp(`^Price ${asOf.source}$`),
      );

      // The deal's own page gives the price's time in full.
      await page.goto(url(`/deals/${ids.lamp}`));
      expect(await page.getByText(/^Price as of /).innerText()).toMatch(
        new RegExp(`^Price ${asOf.source}; prices change, check the store before you buy\\.$`),
      );
      expect(problems).toEqual([]);
    });

    it('sends /go/{id} of a deal without a link to its page, and answers an unknown id 404', async () => {
      const { page, problems, response } = await visit(`/go/${ids.noLink}`);
      expect(page.url()).toBe(url(`/deals/${ids.noLink}`));
      expect(response.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(NO_LINK);
      expect(
        await priceBlock(page)
          .getByRole('link', { name: /Grab Deal/ })
          .count(),
      ).toBe(0);
      expect(problems).toEqual([]);

      const unknown = await page.goto(url('/go/987654'));
      expect(unknown?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page not found');
    });
  });

  describe('an expired deal', () => {
    it('is on no list, and its page says so: badge, disabled button, status line, noindex', async () => {
      const { html: home } = await rawHtml(url('/'));
      expect(home).not.toContain(MUG);
      expect((await apiDeals(server.baseUrl)).map((deal) => deal.title)).not.toContain(MUG);
      expect(await graphqlDeal(ids.mug)).toMatchObject({ expired: true });

      const { status, html } = await rawHtml(url(`/deals/${ids.mug}`));
      expect(status).toBe(200);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('This deal has expired.');
      expect((await rawHtml(url(`/deals/${ids.lamp}`))).html).not.toContain('name="robots"');

      const onHome = await visit('/');
      await dealSlot(onHome.page, ids.lamp).waitFor();
      expect(await dealSlot(onHome.page, ids.mug).count()).toBe(0);
      expect(await onHome.page.getByText(MUG).count()).toBe(0);
      expect(onHome.problems).toEqual([]);

      const { page, problems } = await visit(`/deals/${ids.mug}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(MUG);
      const mug = priceBlock(page);
      expect(await aboutDeal(page).locator('[data-expired]').innerText()).toBe('Expired');
      const button = mug.locator('.grab-deal');
      expect(await button.evaluate((element) => element.tagName)).toBe('SPAN');
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      expect(await button.innerText()).toBe('Deal expired');
      expect(await mug.getByRole('link', { name: /Grab Deal/ }).count()).toBe(0);
      // Live deals of its section below keep theirs; nothing leads through /go to this one.
      expect(await page.locator(`a[href="/go/${ids.mug}"]`).count()).toBe(0);
      expect(
        await page.getByRole('status').filter({ hasText: 'This deal has expired.' }).count(),
      ).toBe(1);
      // Still there once the page has hydrated and manages the head itself.
      expect(
        await page
          .locator('head meta[name="robots"]')
          .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))),
      ).toEqual(['noindex']);

      // No link menu opens: there is nothing to open.
      await page.getByRole('heading', { level: 1 }).click({ button: 'right' });
      await settle(300);
      expect(await page.getByRole('menu').count()).toBe(0);
      expect(await wcagViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });

    it('answers /go/{id} with "This deal has expired" and live deals of its section, counting nothing', async () => {
      const before = (await graphqlDeal(ids.mug)).clicks;
      const { page, response } = await visit(`/go/${ids.mug}`);
      expect(response.status()).toBe(410);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(response.headers()['x-robots-tag']).toContain('noindex');
      expect(await page.title()).toBe('This deal has expired');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
        'This deal has expired',
      );
      expect(await page.locator('body').innerText()).toContain(`${MUG} is no longer available.`);
      // Live daily deals only: not the expired ones, nor the fashion deal.
      const offered = page.getByRole('listitem').getByRole('link');
      const hrefs = await offered.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      );
      expect(hrefs).toEqual(expect.arrayContaining([`/deals/${ids.lamp}`, `/deals/${ids.kettle}`]));
      for (const id of [ids.mug, ids.rug, ids.tote, ids.noLink]) {
        expect(hrefs).not.toContain(`/deals/${id}`);
      }
      expect(
        await page.getByRole('link', { name: "See all today's deals" }).getAttribute('href'),
      ).toBe('/');
      expect(shop.visits.filter((arrival) => arrival.path === '/mug')).toEqual([]);

      await offered.filter({ hasText: LAMP }).click();
      await page.waitForURL(url(`/deals/${ids.lamp}`));
      await page.getByRole('heading', { level: 1, name: LAMP }).waitFor();

      await settle();
      expect((await graphqlDeal(ids.mug)).clicks).toBe(before);
    });

    it('leaves the home page at the moment it expires, whatever the public cache held', async () => {
      // A whole second: the database keeps no fractions.
      const expiresAt = new Date(Math.ceil((Date.now() + 6000) / 1000) * 1000);
      const id = await createDeal({
        title: SOON,
        price: '11',
        affiliateLink: shop.link('/board'),
        expiresAt: expiresAt.toISOString(),
      });
      expect((await rawHtml(url('/'))).html).toContain(SOON);
      const { page, problems } = await visit('/');
      await dealSlot(page, id).waitFor();

      await new Promise((wake) => setTimeout(wake, expiresAt.getTime() - Date.now() + 500));
      expect((await rawHtml(url('/'))).html).not.toContain(SOON);
      await page.reload({ waitUntil: 'networkidle' });
      await dealSlot(page, ids.lamp).waitFor();
      expect(await dealSlot(page, id).count()).toBe(0);
      expect((await apiDeals(server.baseUrl)).map((deal) => deal.title)).not.toContain(SOON);
      const { html } = await rawHtml(url(`/deals/${id}`));
      expect(html).toContain('This deal has expired.');
      expect(problems).toEqual([]);
    });
  });

  describe('in /admin', () => {
    let page: Page;
    let problems: string[];

    const toasts = () => page.getByRole('region', { name: 'Notifications (F8)' });
    const activeDeals = () => page.getByRole('tabpanel', { name: 'Active Deals' });
    const row = (title: string) =>
      activeDeals().getByTestId('admin-deal-row').filter({ hasText: title });

    async function openActiveDeals() {
      await page.goto(url('/admin'), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Deal Management' }).waitFor();
      await page.getByRole('tab', { name: 'Active Deals' }).click();
      await row(LAMP).waitFor();
      return activeDeals();
    }

    async function expectToast(title: string) {
      await toasts().getByRole('listitem').filter({ hasText: title }).waitFor();
    }

    const onPublicHome = (id: string) => homeShows(id, ids.lamp);

    beforeEach(async () => {
      page = await curator.newPage();
      problems = watchConsoleProblems(page);
    });

    afterEach(async () => {
      expect(problems).toEqual([]);
      await page.close();
    });

    it('lists the expired deals under Show: Expired and brings one back to the home page', async () => {
      expect(await onPublicHome(ids.rug)).toBe(false);
      const panel = await openActiveDeals();
      await panel.getByLabel('Show').selectOption('EXPIRED');
      await panel.getByText(/^\d+ expired deals?$/).waitFor();
      await row(RUG).waitFor();
      await row(LAMP).waitFor({ state: 'detached' });
      expect(await row(RUG).getByText('Expired', { exact: true }).count()).toBe(1);
      expect(await row(MUG).getByText('Expired', { exact: true }).count()).toBe(1);
      expect(
        await row(RUG)
          .getByRole('button', { name: `Expire now: ${RUG}` })
          .count(),
      ).toBe(0);

      await row(RUG)
        .getByRole('button', { name: `Bring back ${RUG}` })
        .click();
      await expectToast('Deal is live again');
      await row(RUG).waitFor({ state: 'detached' });
      expect(await graphqlDeal(ids.rug)).toMatchObject({ expired: false, expiresAt: null });
      expect(await onPublicHome(ids.rug)).toBe(true);

      await panel.getByLabel('Show').selectOption('LIVE');
      await row(RUG).waitFor();
      expect(await row(RUG).getByText('Expired', { exact: true }).count()).toBe(0);
    });

    it('expires a live deal with Expire now, which leaves the home page at once', async () => {
      expect(await onPublicHome(ids.towel)).toBe(true);
      await openActiveDeals();
      expect(await row(TOWEL).getByText('Expired', { exact: true }).count()).toBe(0);
      await row(TOWEL)
        .getByRole('button', { name: `Expire now: ${TOWEL}` })
        .click();
      await expectToast('Deal expired');
      await row(TOWEL).getByText('Expired', { exact: true }).waitFor();
      await row(TOWEL)
        .getByRole('button', { name: `Bring back ${TOWEL}` })
        .waitFor();
      expect(await graphqlDeal(ids.towel)).toMatchObject({ expired: true });
      expect(await onPublicHome(ids.towel)).toBe(false);

      const { page: dealPage } = await visit(`/deals/${ids.towel}`);
      expect(await aboutDeal(dealPage).locator('[data-expired]').innerText()).toBe('Expired');
    });

    it('sets an expiry in the Edit Deal dialog: "Expires in 3 h", under Show: Expiring', async () => {
      const panel = await openActiveDeals();
      const soon = new Date(Date.now() + 3 * HOUR_MS);
      const reading = localDateTimeString(soon, SITE_TIME_ZONE);
      await row(PAN)
        .getByRole('button', { name: `Edit ${PAN}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit Deal' });
      await dialog.waitFor();
      const expires = dialog.getByLabel('Expires');
      expect(await expires.getAttribute('type')).toBe('datetime-local');
      expect(await expires.inputValue()).toBe('');
      await expires.fill(reading);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast('Deal updated successfully');
      await dialog.waitFor({ state: 'detached' });
      await row(PAN).getByText('Expires in 3 h').waitFor();

      // The reading is SITE_TIMEZONE wall-clock time, to the minute.
      const stored = Date.parse((await graphqlDeal(ids.pan)).expiresAt ?? '');
      expect(stored).toBeLessThanOrEqual(soon.getTime());
      expect(stored).toBeGreaterThan(soon.getTime() - 60_000);

      await panel.getByLabel('Show').selectOption('EXPIRING');
      await row(PAN).waitFor();
      await row(LAMP).waitFor({ state: 'detached' });
      expect(await onPublicHome(ids.pan)).toBe(true);

      await row(PAN)
        .getByRole('button', { name: `Edit ${PAN}` })
        .click();
      await dialog.waitFor();
      expect(await dialog.getByLabel('Expires').inputValue()).toBe(reading);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    it('fills Expires from a pasted post that "ends 12/31"', async () => {
      await page.goto(url('/admin'), { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: 'Fashion' }).click();
      const fashion = page.getByRole('tabpanel', { name: 'Fashion' });
      const post = [PASTED_TITLE, '$59.99 (was $89.99)', 'Ends 12/31', shop.link('/jacket')].join(
        '\n',
      );
      await page.evaluate((text) => navigator.clipboard.writeText(text), post);
      await fashion.getByLabel('Paste deal text').focus();
      await page.keyboard.press('Control+V');
      await fashion.getByText('Fields filled from the pasted text.').waitFor();
      // The end of December 31 in the site's zone: the next midnight there.
      const expires = await fashion.getByLabel('Expires').inputValue();
      expect(expires).toMatch(/^\d{4}-01-01T00:00$/);
      await fashion.getByRole('button', { name: 'Add Fashion Item' }).click();
      await expectToast('Fashion item added');
      const added = fashion.getByRole('listitem').filter({ hasText: PASTED_TITLE });
      await added.getByText(/^Expires in \d+ d$/).waitFor();
    });
  });
});
