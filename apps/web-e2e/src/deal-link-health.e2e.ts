import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startBuiltServer, type RunningServer } from './support/server';
import { signUpCurator, type CuratorSession } from './support/curator';
import { startShopServer, type ShopServer } from './support/shop-server';

const CURATOR = { username: 'links-curator', password: 'curator-password-1' };
const LIVE = 'Ceramic pour-over coffee dripper';
const GONE = 'Discontinued standing desk mat';
const AMAZON = 'Amazon-listed bike light';

// Links on one host are checked 5 s apart; registration hashes with bcrypt.
jest.setTimeout(90_000);

describe('the Broken links list', () => {
  let server: RunningServer;
  let shop: ShopServer;
  let browser: Browser;
  let curator: BrowserContext;
  let page: Page;
  const ids: Record<string, string> = {};

  const url = (path: string) => `${server.baseUrl}${path}`;

  let createDeal: CuratorSession['createDeal'];

  const row = (title: string) => page.getByTestId('broken-link-row').filter({ hasText: title });

  beforeAll(async () => {
    shop = await startShopServer({ missing: ['/desk-mat'] });
    // The shop is on loopback: the checks may reach it only with the import's private-hosts switch.
    server = await startBuiltServer({ IMPORT_ALLOW_PRIVATE_HOSTS: 'true' });
    browser = await launchBrowser();
    // The first account on a fresh install is the curator; the context keeps its cookie.
    ({ context: curator, createDeal } = await signUpCurator(browser, server.baseUrl, CURATOR));
    ids.live = await createDeal({ title: LIVE, price: '24', affiliateLink: shop.link('/dripper') });
    ids.gone = await createDeal({
      title: GONE,
      price: '39',
      affiliateLink: shop.link('/desk-mat'),
    });
    ids.amazon = await createDeal({
      title: AMAZON,
      price: '12',
      affiliateLink: 'https://www.amazon.com/dp/B0LIGHT001',
    });
    page = await curator.newPage();
  });

  afterAll(async () => {
    await curator?.close();
    await browser?.close();
    await server?.stop();
    await shop?.close();
  });

  it('checks the links on "Check links now" and lists the broken one with its reason', async () => {
    await page.goto(url('/admin'), { waitUntil: 'networkidle' });
    const counts = page.getByTestId('link-check-counts');
    await counts.waitFor();
    expect(await page.getByText('No link check has run yet.').count()).toBe(1);
    await page.getByRole('button', { name: 'Check links now' }).click();

    await row(GONE).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Check links now' }).waitFor({ timeout: 30_000 });
    expect((await counts.innerText()).replace(/\s+/g, ' ')).toContain(
      '1 ok · 1 broken · 0 unknown · 1 not checked',
    );
    expect(await row(GONE).innerText()).toContain('404');
    expect(await row(LIVE).count()).toBe(0);
    expect(await row(AMAZON).count()).toBe(0);
    const notChecked = page.getByTestId('not-checked-links');
    await notChecked.getByText('Not checked (1)').click();
    expect(
      await notChecked
        .getByRole('list', { name: 'Links not checked' })
        .getByRole('listitem')
        .allInnerTexts(),
    ).toEqual([`${AMAZON} Not checked: Amazon blocks automated checks`]);
    // One HEAD each for the shop's two links, as the checker's user agent; Amazon's never fetched.
    expect(shop.visits.map((visit) => `${visit.method} ${visit.path}`).sort()).toEqual([
      'HEAD /desk-mat',
      'HEAD /dripper',
    ]);
    expect(shop.visits.every((visit) => visit.userAgent?.startsWith('DealSiteLinkCheck'))).toBe(
      true,
    );
  });

  it('drops the deal from the list once the curator expires it', async () => {
    await row(GONE)
      .getByRole('button', { name: `Expire ${GONE}` })
      .click();
    await row(GONE).waitFor({ state: 'detached', timeout: 10_000 });
    const home = await curator.request.get(url('/api/deals'));
    const titles = ((await home.json()) as { deals: { title: string }[] }).deals.map(
      (deal) => deal.title,
    );
    expect(titles).not.toContain(GONE);
    expect(titles).toContain(LIVE);
  });
});
