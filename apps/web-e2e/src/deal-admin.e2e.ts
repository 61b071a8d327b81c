import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { saveScreenshot } from './support/public-site';
import { seedSqlite } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';

const CURATOR = { username: 'deal-curator', password: 'curator-password-1' };
const IMAGE_HOST = 'https://images.example.test';
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGN4UGUDRAwQCgAvBgZZpXVrqgAAAABJRU5ErkJggg==',
  'base64',
);
const PASTED_POST = [
  '🔥 Linen Button-Down Shirt 🔥',
  '$19.99 (was $39.99)',
  'Use code: LINEN20',
  'https://www.amazon.com/dp/B0LINEN001',
  `${IMAGE_HOST}/shirt-1.jpg`,
  `${IMAGE_HOST}/shirt-2.jpg`,
].join('\n');
const SHIRT = 'Linen Button-Down Shirt';
const RENAMED_SHIRT = 'Linen Shirt, Sand';
const SEEDED_DAILY = 'Seeded daily skillet deal';
const FAVORITE = 'Ceramic pour-over coffee set';

interface RestDeal {
  id: number;
  title: string;
  description: string;
  category: string;
}

// Registration and sign-in hash with bcrypt (cost 12), and each journey loads several pages.
jest.setTimeout(90_000);

describe('deal management in /admin', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  const url = (path: string) => `${server.baseUrl}${path}`;
  const toasts = () => page.getByRole('region', { name: 'Notifications (F8)' });
  const panel = (name: string) => page.getByRole('tabpanel', { name });
  const restDeals = async (): Promise<RestDeal[]> =>
    ((await (await fetch(url('/api/deals'))).json()) as { deals: RestDeal[] }).deals;

  async function openAdmin(tab: 'Active Deals' | 'Fashion' | 'Favorites' = 'Fashion') {
    await page.goto(url('/admin'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Deal Management' }).waitFor();
    await page.getByRole('tab', { name: tab }).click();
    return panel(tab);
  }

  async function expectToast(title: string, description?: string) {
    const toast = toasts().getByRole('listitem').filter({ hasText: title });
    await toast.waitFor();
    if (description) expect(await toast.innerText()).toContain(description);
  }

  const isFocused = (locator: Locator) =>
    locator.evaluate((element) => element === document.activeElement);

  beforeAll(async () => {
    server = await startBuiltServer();
    seedSqlite(server.dataDir, [{ title: SEEDED_DAILY, price: '24.50' }]);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await context.route(`${IMAGE_HOST}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL_PNG }),
    );
    // The first account on a fresh install is the curator; the context keeps its cookie.
    const registered = await context.request.post(url('/api/register'), {
      data: CURATOR,
      headers: { origin: server.baseUrl },
    });
    expect(registered.ok()).toBe(true);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    page = await context.newPage();
    problems = watchConsoleProblems(page);
  });

  afterEach(async () => {
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the Active Deals, Fashion and Favorites tabs, Fashion selected', async () => {
    await page.goto(url('/admin'), { waitUntil: 'networkidle' });
    const tabs = page.getByRole('tablist', { name: 'Deal Management' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Active Deals', 'Fashion', 'Favorites']);
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await panel('Fashion').getByRole('button', { name: 'Add Fashion Item' }).count()).toBe(
      1,
    );

    await tabs.nth(1).focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');
    expect(await isFocused(tabs.nth(2))).toBe(true);
    await page.keyboard.press('Home');
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
    await panel('Active Deals').getByText(SEEDED_DAILY).waitFor();
  });

  it('fills the fields and the preview from a pasted post, then adds it to fashion', async () => {
    const fashion = await openAdmin('Fashion');
    await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED_POST);
    await fashion.getByLabel('Paste deal text').focus();
    await page.keyboard.press('Control+V');

    await fashion.getByText('Fields filled from the pasted text.').waitFor();
    expect(await fashion.getByLabel('Title', { exact: true }).inputValue()).toBe(SHIRT);
    expect(await fashion.getByLabel('Description').inputValue()).toBe(PASTED_POST);
    expect(await fashion.getByLabel('Price', { exact: true }).inputValue()).toBe('19.99');
    expect(await fashion.getByLabel('Original price').inputValue()).toBe('39.99');
    expect(await fashion.getByLabel('Percent off').inputValue()).toBe('50');
    expect(await fashion.getByLabel('Affiliate link').inputValue()).toBe(
      'https://www.amazon.com/dp/B0LINEN001',
    );
    expect(await fashion.getByLabel('Image URLs').inputValue()).toBe(
      `${IMAGE_HOST}/shirt-1.jpg\n${IMAGE_HOST}/shirt-2.jpg`,
    );

    const preview = fashion.getByTestId('deal-preview');
    expect(await preview.getByTestId('deal-preview-title').innerText()).toBe(SHIRT);
    expect(await preview.getByTestId('deal-preview-price').innerText()).toBe('50% OFF');
    expect(await preview.innerText()).toContain('LINEN20');
    expect(await preview.getByRole('img', { name: `${SHIRT} (image 1 of 2)` }).count()).toBe(1);
    await saveScreenshot(page, 'admin-fashion-pasted');
    // The preview follows every keystroke.
    await fashion.getByLabel('Percent off').fill('');
    expect(await preview.getByTestId('deal-preview-price').innerText()).toBe('Under $19.99');

    await fashion.getByLabel('Tagline').fill('Breezy summer staple');
    await fashion.getByRole('button', { name: 'Add Fashion Item' }).click();
    await expectToast('Fashion item added');
    expect(await fashion.getByLabel('Title', { exact: true }).inputValue()).toBe('');
    expect(await fashion.getByLabel('Paste deal text').inputValue()).toBe('');
    await fashion.getByRole('heading', { name: 'Fashion deals (1)' }).waitFor();
    await fashion.getByRole('listitem').filter({ hasText: SHIRT }).waitFor();

    const [stored] = await restDeals().then((deals) => deals.filter((d) => d.title === SHIRT));
    expect(stored).toMatchObject({
      category: 'fashion',
      price: '19.99',
      originalPrice: '39.99',
      percentOff: null,
      affiliateLink: 'https://www.amazon.com/dp/B0LINEN001',
      imageUrl: `${IMAGE_HOST}/shirt-1.jpg,${IMAGE_HOST}/shirt-2.jpg`,
      tagline: 'Breezy summer staple',
    });

    await page.goto(url('/fashion'), { waitUntil: 'networkidle' });
    await page.getByTestId('deal-card').filter({ hasText: SHIRT }).waitFor();
  });

  it('edits the title in the Edit Deal dialog and deletes the coupon code', async () => {
    const fashion = await openAdmin('Fashion');
    const editButton = fashion.getByRole('button', { name: `Edit ${SHIRT}` });
    await editButton.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Deal' });
    await dialog.waitFor();
    expect(await isFocused(dialog.getByLabel('Title'))).toBe(true);

    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(editButton)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    // Focus stays inside: Shift+Tab from the first field wraps to the last button.
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);

    await dialog.getByLabel('Title').fill(RENAMED_SHIRT);
    expect(await dialog.innerText()).toContain('Coupon code: LINEN20');
    await dialog.getByRole('button', { name: 'Delete Code' }).click();
    expect(await dialog.getByLabel('Description').inputValue()).not.toContain('LINEN20');
    expect(await dialog.innerText()).toContain('No coupon code');
    await saveScreenshot(page, 'admin-edit-deal');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expectToast('Deal updated successfully');
    await dialog.waitFor({ state: 'detached' });
    await fashion.getByRole('listitem').filter({ hasText: RENAMED_SHIRT }).waitFor();
    const [stored] = (await restDeals()).filter((deal) => deal.title === RENAMED_SHIRT);
    expect(stored.description).not.toContain('LINEN20');
    expect(stored.description).toContain('$19.99 (was $39.99)');
  });

  it("shows the server's message beside the affiliate link and adds nothing", async () => {
    const before = (await restDeals()).length;
    const fashion = await openAdmin('Fashion');
    await fashion.getByLabel('Title', { exact: true }).fill('Straw sun hat');
    const link = fashion.getByLabel('Affiliate link');
    await link.fill('javascript:alert(1)');
    await fashion.getByRole('button', { name: 'Add Fashion Item' }).click();

    const message = 'affiliateLink must be an http:// or https:// link';
    await expectToast('Error', `Failed to add fashion item: ${message}`);
    const describedBy = await link.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(message);
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(link)).toBe(true);
    expect(await fashion.getByLabel('Title', { exact: true }).inputValue()).toBe('Straw sun hat');
    expect((await restDeals()).length).toBe(before);
  });

  it('adds a favorite typed by hand and deletes a deal only once confirmed', async () => {
    const favorites = await openAdmin('Favorites');
    await favorites.getByLabel('Title', { exact: true }).fill(FAVORITE);
    await favorites.getByLabel('Price', { exact: true }).fill('  $32  ');
    await favorites.getByRole('button', { name: 'Add Favorite Item' }).click();
    await expectToast('Favorite item added');
    await favorites.getByRole('listitem').filter({ hasText: FAVORITE }).waitFor();
    const favorite = (await restDeals()).find((deal) => deal.title === FAVORITE);
    expect(favorite).toMatchObject({ category: 'favorites', price: '32' });
    // The toast sits over the list's right edge, where the Delete buttons are.
    await toasts().getByRole('button', { name: 'Close notification' }).click();

    await page.getByRole('tab', { name: 'Fashion' }).click();
    const fashion = panel('Fashion');
    const deleteButton = fashion.getByRole('button', { name: `Delete ${RENAMED_SHIRT}` });
    const confirmations: string[] = [];
    page.once('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.dismiss();
    });
    await deleteButton.click();
    expect(confirmations).toEqual(['Are you sure you want to delete this deal?']);
    expect(await deleteButton.count()).toBe(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await deleteButton.click();
    await expectToast('Deal deleted successfully');
    await deleteButton.waitFor({ state: 'detached' });
    await fashion.getByRole('heading', { name: 'Fashion deals (0)' }).waitFor();
    expect((await restDeals()).map((deal) => deal.title)).not.toContain(RENAMED_SHIRT);
  });

  it('searches active deals and clears them all, keeping the rows archived', async () => {
    const active = await openAdmin('Active Deals');
    await active.getByText('2 active deals').waitFor();
    await active.getByLabel('Search deals').fill('COFFEE');
    await active.getByText('1 active deal matches “COFFEE”').waitFor();
    expect(await active.getByTestId('admin-deal-row').allInnerTexts()).toEqual([
      expect.stringContaining(FAVORITE),
    ]);
    await active.getByLabel('Search deals').fill('');
    await active.getByText('2 active deals').waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await active.getByRole('button', { name: 'Clear All Deals' }).click();
    await expectToast('All deals have been cleared');
    await active.getByText('No active deals.').waitFor();
    expect(await restDeals()).toEqual([]);

    await page.goto(url('/'), { waitUntil: 'networkidle' });
    expect(await page.getByTestId('deal-card').count()).toBe(0);
    expect(await page.content()).not.toContain(SEEDED_DAILY);

    const db = new Database(join(server.dataDir, 'deals.sqlite'), { readonly: true });
    const rows = db.prepare('SELECT title, active FROM deals ORDER BY title').all();
    db.close();
    expect(rows).toEqual([
      { title: FAVORITE, active: 0 },
      { title: SEEDED_DAILY, active: 0 },
    ]);
  });
});
