import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { wcagViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import {
  apiDeals,
  dayInstants,
  dealIdByTitle,
  rawHtml,
  saveScreenshot,
  serveTestImages,
  stubShops,
  waitForCount,
  watchConsoleProblems,
} from './support/public-site';
import { seedSqlite, type SeedDeal } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';

const manifestPath = resolve(__dirname, '../../../dist/apps/web/client/.vite/manifest.json');
const CONTROLS_MODULE = 'src/features/deal-admin/components/DealCardCuratorControls.tsx';

const CURATOR = { username: 'card-curator', password: 'curator-password-1' };
const SWEATER = 'Acc Cashmere Sweater';
const RENAMED_SWEATER = 'Acc Cashmere Sweater, Oatmeal';
const SWEATER_TEXT = 'Soft crew neck. Use code WARM10 at checkout.';
const SWEATER_LINK = 'https://www.amazon.com/dp/B0SWEATER1';
const SCARF = 'Wool scarf in forest green';
const RENAMED_SCARF = 'Wool scarf in moss green';
const SKILLET = 'Cast iron skillet, 12 inch';
const KETTLE = 'Gooseneck kettle';
/** Today's deals in the home page's first page: one more makes "Load more" fetch the rest. */
const FIRST_PAGE = 12;

const at = dayInstants();
const DEALS: SeedDeal[] = [
  {
    title: SWEATER,
    description: SWEATER_TEXT,
    affiliateLink: SWEATER_LINK,
    category: 'fashion',
    imageUrl: '/uploads/sweater.png',
    createdAt: at.today(0),
  },
  { title: SCARF, category: 'fashion', imageUrl: '/uploads/scarf.png', createdAt: at.today(1) },
  { title: SKILLET, imageUrl: '/uploads/skillet.png', createdAt: at.today(0) },
  { title: KETTLE, imageUrl: '/uploads/kettle.png', createdAt: at.today(1) },
  ...Array.from({ length: FIRST_PAGE - 1 }, (_, index) => ({
    title: `Daily deal ${index + 1}`,
    imageUrl: `/uploads/daily-${index}.png`,
    createdAt: at.today(2 + index),
  })),
];

/** The built file of the curator's card controls, as the browser requests it. */
function controlsChunk(): string {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[CONTROLS_MODULE];
  if (!chunk) throw new Error(`${CONTROLS_MODULE} is not in the build manifest`);
  return `/${chunk.file}`;
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** The accessible name of the focused element, as Tab moves through the page. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.innerText ?? '';
  });

// Registration hashes with bcrypt (cost 12), and each journey loads several pages.
jest.setTimeout(90_000);

describe('Edit and Delete on the deal card', () => {
  let server: RunningServer;
  let browser: Browser;
  let curatorCookie: string;

  const url = (path: string) => `${server.baseUrl}${path}`;

  async function newContext(asCurator: boolean): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await serveTestImages(context);
    await stubShops(context);
    if (asCurator) {
      const [name, value] = curatorCookie.split(';')[0].split('=');
      await context.addCookies([{ name, value, url: server.baseUrl }]);
    }
    return context;
  }

  /** Marks the window: a reload or a full navigation would lose the mark. */
  const markWindow = (page: Page) =>
    page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
  const windowKept = (page: Page) =>
    page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded === true);

  const expectToast = (page: Page, title: string) =>
    page
      .getByRole('region', { name: 'Notifications (F8)' })
      .getByRole('listitem')
      .filter({ hasText: title })
      .waitFor();

  const card = (page: Page, title: string) =>
    page.getByRole('article', { name: title, exact: true });

  beforeAll(async () => {
    server = await startBuiltServer();
    seedSqlite(server.dataDir, DEALS);
    browser = await launchBrowser();
    // The first account on a fresh install is the curator.
    const registered = await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify(CURATOR),
    });
    expect(registered.ok).toBe(true);
    curatorCookie = registered.headers.get('set-cookie') ?? '';
    expect(curatorCookie).not.toBe('');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("gives a visitor neither control nor the curator's chunk, and the same HTML", async () => {
    const chunk = controlsChunk();
    for (const asCurator of [false, true]) {
      const context = await newContext(asCurator);
      const page = await context.newPage();
      const problems = watchConsoleProblems(page);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));

      for (const path of ['/', '/fashion']) {
        await page.goto(url(path), { waitUntil: 'networkidle' });
        await card(page, path === '/' ? SKILLET : SWEATER).waitFor();
        const editButtons = page.getByRole('button', { name: /^Edit / });
        const deleteButtons = page.getByRole('button', { name: /^Delete / });
        if (asCurator) {
          await editButtons.first().waitFor();
          expect(await deleteButtons.count()).toBe(await editButtons.count());
        } else {
          expect(await editButtons.count()).toBe(0);
          expect(await deleteButtons.count()).toBe(0);
        }
      }
      // The curator loads the chunk, so a visitor's empty list is no accident of its name.
      expect(requested.includes(chunk)).toBe(asCurator);
      expect(problems).toEqual([]);
      await context.close();
    }

    // The server renders the card for everyone alike; the controls come after hydration. The
    // visitor's copy may come from the public cache, rendered in an earlier minute: the render's
    // time is the one difference allowed.
    const renderTimeless = (html: string) =>
      html.replace(/"renderedAt":"[^"]*"/, '"renderedAt":""');
    for (const path of ['/', '/fashion']) {
      const visitor = await rawHtml(url(path));
      const curator = await fetch(url(path), { headers: { cookie: curatorCookie } });
      expect(renderTimeless(await curator.text())).toBe(renderTimeless(visitor.html));
      expect(visitor.html).not.toContain('Delete');
    }
  });

  it('edits a fashion deal from its card: the card changes in place, and after a reload', async () => {
    const context = await newContext(true);
    const page = await context.newPage();
    const problems = watchConsoleProblems(page);
    await page.goto(url('/fashion'), { waitUntil: 'networkidle' });
    const editButton = page.getByRole('button', { name: `Edit ${SWEATER}`, exact: true });
    await editButton.waitFor();
    await markWindow(page);

    // Tab reaches Edit, then Delete, named by the deal.
    const reached: string[] = [];
    await page.locator('body').focus();
    for (let presses = 0; presses < 80 && !reached.includes(`Delete ${SWEATER}`); presses++) {
      await page.keyboard.press('Tab');
      reached.push(await focusedName(page));
    }
    const editAt = reached.indexOf(`Edit ${SWEATER}`);
    expect(editAt).toBeGreaterThanOrEqual(0);
    expect(reached[editAt + 1]).toBe(`Delete ${SWEATER}`);

    await editButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Deal' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Title').inputValue()).toBe(SWEATER);
    expect(await dialog.getByLabel('Description').inputValue()).toBe(SWEATER_TEXT);
    expect(await dialog.getByLabel('Affiliate Link').inputValue()).toBe(SWEATER_LINK);
    expect(await dialog.getByRole('button', { name: 'Delete Code' }).isEnabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Save Changes' }).count()).toBe(1);
    expect(await wcagViolations(page)).toEqual([]);

    // Focus stays inside the dialog, and Escape gives it back to the Edit button.
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(dialog.getByLabel('Title'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(editButton)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.getByLabel('Title').fill(RENAMED_SWEATER);
    await dialog.getByRole('button', { name: 'Delete Code' }).click();
    await saveScreenshot(page, 'card-edit-deal');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expectToast(page, 'Deal updated successfully');
    await dialog.waitFor({ state: 'detached' });
    const renamed = card(page, RENAMED_SWEATER);
    await renamed.waitFor();
    expect(await renamed.innerText()).not.toContain('WARM10');
    expect(await card(page, SWEATER).count()).toBe(0);
    expect(
      await isFocused(page.getByRole('button', { name: `Edit ${RENAMED_SWEATER}`, exact: true })),
    ).toBe(true);
    expect(await windowKept(page)).toBe(true);

    await page.reload({ waitUntil: 'networkidle' });
    await card(page, RENAMED_SWEATER).waitFor();
    expect(await card(page, SWEATER).count()).toBe(0);
    const stored = (await apiDeals(server.baseUrl)).find((deal) => deal.title === RENAMED_SWEATER);
    expect(stored).toBeDefined();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('deletes a daily deal from its card on / once confirmed, without a reload', async () => {
    const context = await newContext(true);
    const page = await context.newPage();
    const problems = watchConsoleProblems(page);
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    const todaysGrid = page.getByTestId('deal-grid').first();
    await waitForCount(todaysGrid.getByTestId('deal-slot'), FIRST_PAGE);
    const deleteButton = page.getByRole('button', { name: `Delete ${SKILLET}`, exact: true });
    await deleteButton.waitFor();
    await markWindow(page);

    const confirmations: string[] = [];
    page.once('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.dismiss();
    });
    await deleteButton.click();
    expect(confirmations).toEqual(['Are you sure you want to delete this deal?']);
    expect(await card(page, SKILLET).count()).toBe(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await deleteButton.click();
    await expectToast(page, 'Deal deleted successfully');
    await card(page, SKILLET).waitFor({ state: 'detached' });
    expect(await windowKept(page)).toBe(true);
    // Focus moves on to the next card instead of getting lost with the deleted one.
    expect(await focusedName(page)).toBe(KETTLE);

    // The next page starts where the server's list now does: the last daily deal is not skipped.
    const lastDealId = await dealIdByTitle(server.baseUrl, `Daily deal ${FIRST_PAGE - 1}`);
    await page.getByRole('button', { name: "Load more of today's deals" }).scrollIntoViewIfNeeded();
    await waitForCount(todaysGrid.getByTestId('deal-slot'), FIRST_PAGE);
    expect(await todaysGrid.locator(`[data-deal-id="${lastDealId}"]`).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Load more/ }).count()).toBe(0);

    await page.reload({ waitUntil: 'networkidle' });
    await card(page, KETTLE).waitFor();
    expect(await card(page, SKILLET).count()).toBe(0);
    expect((await apiDeals(server.baseUrl)).map((deal) => deal.title)).not.toContain(SKILLET);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("edits on the deal's own page in place, and goes home after a delete there", async () => {
    const context = await newContext(true);
    const page = await context.newPage();
    const problems = watchConsoleProblems(page);
    const id = await dealIdByTitle(server.baseUrl, SCARF);
    await page.goto(url(`/deals/${id}`), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: `Edit ${SCARF}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Deal' });
    await dialog.getByLabel('Title').fill(RENAMED_SCARF);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Deal updated successfully');
    await page.getByRole('heading', { level: 1, name: RENAMED_SCARF }).waitFor();

    const deleteButton = page.getByRole('button', { name: `Delete ${RENAMED_SCARF}`, exact: true });

    page.once('dialog', (dialog) => void dialog.accept());
    await deleteButton.click();
    await expectToast(page, 'Deal deleted successfully');
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { name: "Today's Deals" }).waitFor();
    expect(problems).toEqual([]);

    await page.goto(url(`/deals/${id}`), { waitUntil: 'networkidle' });
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await context.close();
  });
});
