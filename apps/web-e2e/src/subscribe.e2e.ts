import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { saveScreenshot } from './support/public-site';
import { startBuiltServer, type RunningServer } from './support/server';
import { openSubscribeFromToast, toastTitled } from './support/subscription';

const EMAIL = 'Reader.One@Example.com';

jest.setTimeout(60_000);

describe('a visitor subscribing to deal e-mails', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  const url = (path: string) => `${server.baseUrl}${path}`;
  const toast = (title: string) => toastTitled(page, title);
  const dialog = () => page.getByRole('dialog', { name: 'Subscribe to deal e-mails' });
  const storedSubscriptions = () => {
    const db = new Database(join(server.dataDir, 'deals.sqlite'), { readonly: true });
    try {
      return db
        .prepare('SELECT email, frequency, unsubscribe_token AS token FROM subscriptions')
        .all() as { email: string; frequency: string; token: string }[];
    } finally {
      db.close();
    }
  };

  /** Opens the home page and signs up from the 'Stay Updated!' toast that appears after 3 s. */
  async function signUpFromToast(email: string, frequency: 'Daily' | 'Weekly') {
    await openSubscribeFromToast(page, server.baseUrl);
    await dialog().waitFor();
    await dialog().getByLabel('E-mail address').fill(email);
    await dialog().getByLabel(frequency).check();
    await dialog().getByRole('button', { name: 'Subscribe' }).click();
  }

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    problems = watchConsoleProblems(page);
  });

  afterEach(async () => {
    await context.close();
  });

  it("subscribes from the 'Stay Updated!' toast and confirms with the frequency", async () => {
    await signUpFromToast(EMAIL, 'Weekly');
    await toast('Successfully Subscribed!').waitFor();
    expect(await toast('Successfully Subscribed!').innerText()).toContain('weekly');
    await dialog().waitFor({ state: 'detached' });
    expect(storedSubscriptions()).toEqual([
      { email: 'reader.one@example.com', frequency: 'weekly', token: expect.any(String) },
    ]);
    await saveScreenshot(page, 'subscribed-toast');
    expect(problems).toEqual([]);
  });

  it('says the address is already subscribed, naming the stored frequency, and closes', async () => {
    await signUpFromToast(EMAIL.toLowerCase(), 'Daily');
    await toast('Already Subscribed!').waitFor();
    expect(await toast('Already Subscribed!').innerText()).toContain(
      'You already receive weekly updates.',
    );
    await dialog().waitFor({ state: 'detached' });
    expect(storedSubscriptions()).toHaveLength(1);
    // The 409 answer is the browser's only console line here, and the expected one.
    expect(problems.filter((line) => !line.includes('409'))).toEqual([]);
  });

  it('keeps the dialog open with an error toast when the sign-up fails', async () => {
    await page.route('**/api/subscribe', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await signUpFromToast('someone.else@example.com', 'Daily');
    await toast('Error').waitFor();
    expect(await toast('Error').innerText()).toContain('Failed to subscribe. Please try again.');
    expect(await dialog().isVisible()).toBe(true);
    expect(storedSubscriptions()).toHaveLength(1);
  });

  it('unsubscribes through the link, after a confirmation page, without an account', async () => {
    const [{ token }] = storedSubscriptions();
    await page.goto(url(`/unsubscribe/${token}`));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Unsubscribe from deal e-mails',
    );
    expect(await page.locator('body').innerText()).toContain('reader.one@example.com');
    expect(storedSubscriptions()).toHaveLength(1);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(storedSubscriptions()).toEqual([]);
    expect(problems).toEqual([]);
  });
});
