import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { startImageServer, type ImageServer } from './support/image-server';
import { apiDeals, saveScreenshot } from './support/public-site';
import { seedSqlite, type SeedDeal } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { confirmationLink, openSubscribeFromToast, toastTitled } from './support/subscription';

const CURATOR = { username: 'digest-curator', password: 'curator-password-1' };
const READER = 'reader@example.com';
const UNCONFIRMED_READER = 'not.yet@example.com';
const CURATOR_INBOX = 'curator.inbox@example.com';
const REFUSING_INBOX = 'gone@example.com';
const POSTAL_ADDRESS = 'Daily Deals, 100 Main Street, Springfield, IL 62701';

const screenshotDir = resolve(__dirname, '../../../tmp/screenshots');

/** Twelve deals as a curator posts them; two in three with a product photo. */
function digestDeals(images: ImageServer): SeedDeal[] {
  const deals: [string, string, string][] = [
    ['Cordless Drill Kit 20V with 2 Batteries', '$59.99', 'Clip the coupon, code DRILL20'],
    ['Stainless Steel Water Bottle 32oz', '$14.99', 'Keeps drinks cold for 24 hours'],
    ['Wireless Earbuds, Noise Cancelling', '$24.99', 'Use code EARBUDS40 at checkout'],
    ['Cast Iron Skillet 12 inch, Pre-Seasoned', '$19.97', 'Lowest price in months'],
    ['Kids Winter Jacket, Water Resistant', '$22.50', 'Sizes 4 to 14, code WARM15'],
    ['Bamboo Cutting Board Set of 3', '$16.99', 'With juice grooves'],
    ['Robot Vacuum with Self-Emptying Base', '$179.99', 'Code CLEAN30 takes 30% off'],
    ['LED Desk Lamp with USB Charging Port', '$18.49', 'Five brightness levels'],
    ['Electric Toothbrush, 2-Pack', '$29.99', 'Subscribe & Save for 5% more'],
    ['Yoga Mat, Extra Thick, Non-Slip', '$21.95', 'Code STRETCH10'],
    ['Instant Pot 6 Quart 7-in-1', '$69.00', 'Deal of the day'],
    [
      'Supercalifragilisticexpialidocious-Extra-Long-Product-Name-Without-Spaces Set',
      '$9.99',
      'Checks that long words wrap',
    ],
  ];
  return deals.map(([title, price, description], index) => ({
    title,
    price,
    description,
    imageUrl: index % 3 === 2 ? '' : images.imageUrl(index),
    createdAt: new Date(),
  }));
}

// Registration hashes with bcrypt (cost 12), and each digest waits on SMTP round trips.
jest.setTimeout(90_000);

describe('e-mail digests with a mail server', () => {
  let inbox: SmtpInbox;
  let images: ImageServer;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let publicUrl: string;

  const url = (path: string) => `${server.baseUrl}${path}`;
  const toast = (title: string) => toastTitled(page, title);
  const section = () => page.getByRole('region', { name: /^Email Subscriptions/ });
  const figure = (label: string) =>
    section()
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  const runRows = () =>
    section().getByRole('table', { name: 'Last digest runs' }).locator('tbody tr');

  async function openAdmin() {
    await page.goto(url('/admin'), { waitUntil: 'networkidle' });
    await figure('Confirmed').waitFor();
  }

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    inbox.refuse(REFUSING_INBOX);
    images = await startImageServer();
    server = await startBuiltServer({
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Daily Deals <deals@example.com>',
      MAIL_POSTAL_ADDRESS: POSTAL_ADDRESS,
    });
    // PUBLIC_URL is left to its default, which names localhost and the server's port.
    publicUrl = `http://localhost:${new URL(server.baseUrl).port}`;
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const registered = await context.request.post(url('/api/register'), {
      data: CURATOR,
      headers: { origin: server.baseUrl },
    });
    expect(registered.ok()).toBe(true);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await inbox?.close();
    await images?.close();
  });

  beforeEach(async () => {
    page = await context.newPage();
    problems = watchConsoleProblems(page);
  });

  afterEach(async () => {
    await page.close();
  });

  it('says a confirmation e-mail is on its way, and the page its link opens confirms on a press', async () => {
    await openSubscribeFromToast(page, server.baseUrl);
    const dialog = page.getByRole('dialog', { name: 'Subscribe to deal e-mails' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("We'll e-mail you a link to confirm");
    expect(await dialog.innerText()).not.toContain('will launch soon');
    await dialog.getByLabel('E-mail address').fill(READER);
    await dialog.getByLabel('Daily').check();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();

    await toast('Successfully Subscribed!').waitFor();
    expect(await toast('Successfully Subscribed!').innerText()).toContain(
      `A confirmation e-mail is on its way to ${READER}. Check your inbox to confirm your daily deal updates.`,
    );
    const [confirmation] = await inbox.waitForMails(READER, 1);
    expect(confirmation.subject).toBe('Confirm your daily deal e-mails | Daily Deals');
    const confirmUrl = confirmationLink(confirmation.text, publicUrl, server.baseUrl);
    expect(confirmUrl).toBeDefined();

    // Following the link only asks (mail scanners follow links); pressing the button confirms.
    const confirmPage = await page.goto(confirmUrl!);
    expect(confirmPage?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Confirm your subscription',
    );
    expect(await page.locator('body').innerText()).toContain(READER);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();

    const second = await context.request.post(url('/api/subscribe'), {
      data: { email: UNCONFIRMED_READER, frequency: 'weekly' },
      headers: { origin: server.baseUrl },
    });
    expect(await second.json()).toMatchObject({ status: 'pending' });
    expect(problems).toEqual([]);
  });

  it('shows the counts, sends each digest on demand and lists the runs', async () => {
    // Added after the reader confirmed, so the first digest carries all of them.
    seedSqlite(server.dataDir, digestDeals(images));
    await openAdmin();
    expect(await figure('Confirmed').innerText()).toBe('1');
    expect(await figure('Pending').innerText()).toBe('1');
    expect(await figure('Paused').innerText()).toBe('0');
    expect(await section().getByText('Mail is not configured').count()).toBe(0);
    expect(await section().getByText('No digests have been sent yet.').count()).toBe(1);

    await section().getByRole('button', { name: 'Send daily digest now' }).click();
    await toast('Daily digest finished').waitFor();
    expect(await toast('Daily digest finished').innerText()).toContain(
      '1 sent, 0 skipped, 0 failed',
    );
    await runRows().first().waitFor();
    expect(await runRows().first().locator('td').allInnerTexts()).toEqual([
      expect.any(String),
      'Daily',
      'Manual',
      '1',
      '0',
      '0',
    ]);
    const [digest] = await inbox.waitForMails(READER, 2).then((mails) => mails.slice(1));
    expect(digest.subject).toBe('12 new deals today | Daily Deals');

    await section().getByRole('button', { name: 'Send weekly digest now' }).click();
    await toast('Weekly digest finished').waitFor();
    // The only weekly subscriber has not confirmed, so nobody is due one.
    expect(await toast('Weekly digest finished').innerText()).toContain(
      '0 sent, 0 skipped, 0 failed',
    );
    await page.waitForFunction(
      () => document.querySelectorAll('table tbody tr').length >= 2,
      undefined,
      { timeout: 5000 },
    );
    expect(await runRows().first().locator('td').nth(1).innerText()).toBe('Weekly');

    // A second daily run in the same day sends nothing twice.
    await section().getByRole('button', { name: 'Send daily digest now' }).click();
    await toast('0 sent, 1 skipped, 0 failed').waitFor();
    expect(inbox.mailsTo(READER)).toHaveLength(2);
    await section().scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-email-digests');
    expect(problems).toEqual([]);
  });

  it('sends a test digest to the address the curator types, from the keyboard', async () => {
    await openAdmin();
    const address = section().getByLabel('Send a test digest to');
    await address.focus();
    await page.keyboard.type(CURATOR_INBOX);
    await page.keyboard.press('Enter');
    await toast('Test digest sent').waitFor();
    expect(await toast('Test digest sent').innerText()).toContain(CURATOR_INBOX);
    const [test] = await inbox.waitForMails(CURATOR_INBOX, 1);
    expect(test.subject).toBe('[Test] 12 new deals today | Daily Deals');

    await address.fill(REFUSING_INBOX);
    await section().getByRole('button', { name: 'Send me a test digest' }).click();
    await toast('Test digest failed').waitFor();
    expect(inbox.mailsTo(REFUSING_INBOX)).toEqual([]);
    // The failed mutation is the one console line the browser is expected to print.
    expect(problems.filter((line) => !/status of (4|5)\d\d/.test(line))).toEqual([]);
  });

  it('renders the digest in Chromium at 375 and 800 px wide without overflow', async () => {
    const digest: ParsedMail = inbox.mailsTo(READER)[1];
    expect(typeof digest.html).toBe('string');
    const seededIds = (await apiDeals(server.baseUrl)).map(({ id }) => String(id)).sort();
    expect(seededIds).toHaveLength(12);
    mkdirSync(screenshotDir, { recursive: true });

    for (const width of [375, 800]) {
      const view = await browser.newPage({ viewport: { width, height: 800 } });
      try {
        await view.setContent(digest.html as string, { waitUntil: 'load' });
        const layout = await view.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          images: Array.from(document.images).map((image) => ({
            loaded: image.complete && image.naturalWidth > 0,
            width: image.getBoundingClientRect().width,
            alt: image.alt,
          })),
          dealLinks: Array.from(document.querySelectorAll('a'))
            .map((link) => link.href)
            .filter((href) => href.includes('/deals/')),
        }));
        expect(layout.scrollWidth).toBeLessThanOrEqual(width);
        expect(layout.images).toHaveLength(8);
        for (const image of layout.images) {
          expect(image).toEqual({
            loaded: true,
            width: expect.any(Number),
            alt: expect.any(String),
          });
          // 120 px and its 1 px border on each side.
          expect(image.width).toBeLessThanOrEqual(122);
          expect(image.alt.length).toBeGreaterThan(0);
        }
        const dealIds = layout.dealLinks.map((href) => {
          // Every deal link says it came from the e-mail.
          const match = new RegExp(`^${publicUrl}/deals/(\\d+)\\?src=email$`).exec(href);
          if (!match)
            throw new Error(`deal link ${href} does not lead to ${publicUrl}/deals/{id}?src=email`);
          return match[1];
        });
        expect([...new Set(dealIds)].sort()).toEqual(seededIds);

        const unsubscribe = view.getByRole('link', { name: 'Unsubscribe' });
        await unsubscribe.scrollIntoViewIfNeeded();
        expect(await unsubscribe.isVisible()).toBe(true);
        expect(await unsubscribe.getAttribute('href')).toMatch(
          new RegExp(`^${publicUrl}/unsubscribe/\\S+$`),
        );
        expect(await view.locator('body').innerText()).toContain(POSTAL_ADDRESS);
        await view.screenshot({ path: join(screenshotDir, `digest-${width}.png`), fullPage: true });
      } finally {
        await view.close();
      }
    }
  });
});

describe('e-mail subscriptions without a mail server', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  const url = (path: string) => `${server.baseUrl}${path}`;

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    page = await context.newPage();
    problems = watchConsoleProblems(page);
  });

  afterEach(async () => {
    await page.close();
  });

  it("keeps the spec's launch-soon wording and subscribes at once", async () => {
    await openSubscribeFromToast(page, server.baseUrl);
    const dialog = page.getByRole('dialog', { name: 'Subscribe to deal e-mails' });
    expect(await dialog.innerText()).toContain('Our e-mail service will launch soon.');
    await dialog.getByLabel('E-mail address').fill(READER);
    await dialog.getByLabel('Weekly').check();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    const success = toastTitled(page, 'Successfully Subscribed!');
    await success.waitFor();
    expect(await success.innerText()).toContain(`You'll receive weekly deal updates at ${READER}.`);
    expect(problems).toEqual([]);
  });

  it('tells the curator how to configure mail and keeps the send buttons off', async () => {
    const registered = await context.request.post(url('/api/register'), {
      data: CURATOR,
      headers: { origin: server.baseUrl },
    });
    expect(registered.ok()).toBe(true);
    await page.goto(url('/admin'), { waitUntil: 'networkidle' });
    const section = page.getByRole('region', { name: /^Email Subscriptions/ });
    const notice = section.getByRole('note');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('SMTP_URL');
    const confirmed = section
      .locator('dl > div')
      .filter({ has: page.getByText('Confirmed', { exact: true }) });
    expect(await confirmed.locator('dd').innerText()).toBe('1');
    for (const name of [
      'Send daily digest now',
      'Send weekly digest now',
      'Send me a test digest',
    ]) {
      expect(await section.getByRole('button', { name }).isDisabled()).toBe(true);
    }
    expect(await section.getByRole('cell', { name: READER }).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
