import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { wcagViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { saveScreenshot } from './support/public-site';
import { startBuiltServer, type RunningServer } from './support/server';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { confirmationLink, openSubscribeFromToast, toastTitled } from './support/subscription';

const SUBSCRIBER = 'paddler@example.com';

// Each step is a page load of its own, and the sign-up waits on an SMTP round trip.
jest.setTimeout(90_000);

describe('deal alerts on the subscriber page', () => {
  let inbox: SmtpInbox;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let publicUrl: string;

  const toast = (title: string) => toastTitled(page, title);
  const alertsList = () => page.getByRole('list', { name: 'Your alerts' });
  /** Each listed alert as it reads, without its Remove button. */
  const listedAlerts = async () =>
    // Each item reads "“kayak” · instantly" followed by its own "Remove “kayak”" button.
    (await alertsList().getByRole('listitem').allInnerTexts()).map((text) =>
      text.replace(/\s*Remove [\s\S]*$/, '').trim(),
    );
  const keywordField = () => page.getByRole('textbox', { name: 'A word or phrase', exact: true });
  const storeField = () => page.getByRole('combobox', { name: 'A store', exact: true });
  /** The named "Add alert" form holding a field. */
  const formOf = (field: Locator) => page.getByRole('form').filter({ has: field });
  const sendIt = (field: Locator) =>
    formOf(field).getByRole('combobox', { name: 'Send it', exact: true });
  const addAlert = (field: Locator) =>
    formOf(field).getByRole('button', { name: 'Add alert', exact: true });

  /** Presses a button whose form posts, answering the page's response once the notice shows. */
  async function press(
    button: Locator,
    notice: { role: 'status' | 'alert'; text: string },
  ): Promise<Response> {
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.request().isNavigationRequest(),
    );
    await button.click();
    const response = await answered;
    await page.getByRole(notice.role).filter({ hasText: notice.text }).waitFor();
    return response;
  }

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startBuiltServer({
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Daily Deals <deals@example.com>',
      MAIL_POSTAL_ADDRESS: 'Daily Deals, 100 Main Street, Springfield, IL 62701',
    });
    // PUBLIC_URL is left to its default, which names localhost and the server's port.
    publicUrl = `http://localhost:${new URL(server.baseUrl).port}`;
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await inbox?.close();
  });

  beforeEach(async () => {
    page = await context.newPage();
    problems = watchConsoleProblems(page);
  });

  afterEach(async () => {
    await page.close();
  });

  it('keeps keyword and store alerts from the link on the confirmed page', async () => {
    const found: string[] = [];
    const check = async (where: string) =>
      found.push(...(await wcagViolations(page)).map((line) => `${where}: ${line}`));

    // 1. Signs up from the 'Stay Updated!' toast and confirms through the e-mail's link.
    await openSubscribeFromToast(page, server.baseUrl);
    const dialog = page.getByRole('dialog', { name: 'Subscribe to deal e-mails' });
    await dialog.waitFor();
    await dialog.getByLabel('E-mail address').fill(SUBSCRIBER);
    await dialog.getByLabel('Daily').check();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await toast('Successfully Subscribed!').waitFor();

    const [confirmation] = await inbox.waitForMails(SUBSCRIBER, 1);
    const confirmUrl = confirmationLink(confirmation.text, publicUrl, server.baseUrl);
    expect(confirmUrl).toBeDefined();
    await page.goto(confirmUrl!);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();

    // 2. The confirmed page leads to the subscriber's own page.
    await page.getByRole('link', { name: 'Alert me about…' }).click();
    await page.getByRole('heading', { name: 'Your deal e-mails', level: 1 }).waitFor();
    const manageUrl = page.url();
    expect(manageUrl).toMatch(new RegExp(`^${server.baseUrl}/subscription/[^/]+$`));
    expect(await page.getByText('Deal e-mails go to').innerText()).toBe(
      `Deal e-mails go to ${SUBSCRIBER}.`,
    );
    const alertsSection = page.getByRole('region', { name: 'Alert me about…' });
    expect(await alertsSection.getByText('No alerts yet.').isVisible()).toBe(true);
    expect(await alertsList().count()).toBe(0);
    await check('with no alerts');

    // 3. A keyword, trimmed and lower-cased, sent at once; a store, in the daily digest.
    await keywordField().fill('  Kayak  ');
    await sendIt(keywordField()).selectOption({ label: 'instantly (at most 10 e-mails a day)' });
    const added = await press(addAlert(keywordField()), {
      role: 'status',
      text: 'Alert added: “kayak”.',
    });
    // Redirected back to the page itself: reloading or bookmarking it posts nothing again.
    expect(added.status()).toBe(303);
    expect(page.url()).toMatch(new RegExp(`^${manageUrl}\\?done=added-\\d+$`));
    expect(await page.getByRole('form', { name: 'Add a word alert' }).count()).toBe(1);
    expect(await listedAlerts()).toEqual(['“kayak” · instantly']);
    expect(await page.getByText('No alerts yet.').count()).toBe(0);

    await storeField().fill('Home Depot');
    await sendIt(storeField()).selectOption({ label: 'in my daily digest' });
    await press(addAlert(storeField()), { role: 'status', text: 'Alert added: Home Depot.' });
    expect(await listedAlerts()).toEqual([
      '“kayak” · instantly',
      'Home Depot · in the daily digest',
    ]);

    // 4. Nothing to look for once folded, then the same keyword twice: refused, list unchanged.
    await keywordField().fill('!!!');
    const empty = await press(addAlert(keywordField()), {
      role: 'alert',
      text: 'Enter a word to look for.',
    });
    expect(empty.status()).toBe(400);
    // The reason sits by the field, which keeps what was typed.
    expect(page.url()).toBe(manageUrl);
    expect(await keywordField().inputValue()).toBe('!!!');
    expect(await keywordField().getAttribute('aria-invalid')).toBe('true');
    await check('with an error notice');
    expect(await page.getByRole('status').count()).toBe(0);
    expect(await listedAlerts()).toEqual([
      '“kayak” · instantly',
      'Home Depot · in the daily digest',
    ]);

    await keywordField().fill('kayak');
    const twice = await press(addAlert(keywordField()), {
      role: 'alert',
      text: 'You already have this alert.',
    });
    expect(twice.status()).toBe(409);
    expect(await listedAlerts()).toEqual([
      '“kayak” · instantly',
      'Home Depot · in the daily digest',
    ]);

    // 5. Removes the keyword; the weekly digest takes the store alert along.
    await press(alertsList().getByRole('button', { name: 'Remove “kayak”' }), {
      role: 'status',
      text: 'Alert removed.',
    });
    expect(await listedAlerts()).toEqual(['Home Depot · in the daily digest']);
    expect(await page.getByRole('button', { name: 'Remove “kayak”' }).count()).toBe(0);

    const digest = page.getByRole('region', { name: 'Digest', exact: true });
    expect(await digest.getByLabel('Daily digest').isChecked()).toBe(true);
    await digest.getByLabel('Weekly digest (Mondays)').check();
    await press(digest.getByRole('button', { name: 'Save' }), {
      role: 'status',
      text: 'You now get the weekly digest.',
    });
    expect(await listedAlerts()).toEqual(['Home Depot · in the weekly digest']);
    expect(await digest.getByLabel('Weekly digest (Mondays)').isChecked()).toBe(true);
    // What a new alert's "Send it" offers follows the digest too.
    expect(await sendIt(storeField()).getByRole('option').allInnerTexts()).toContain(
      'in my weekly digest',
    );

    // 6. Opened again: kept, and never stored by a cache.
    const reloaded = await page.goto(manageUrl);
    expect(reloaded?.status()).toBe(200);
    expect(reloaded?.headers()['cache-control']).toBe('no-store');
    expect(await page.getByRole('status').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await listedAlerts()).toEqual(['Home Depot · in the weekly digest']);
    expect(await digest.getByLabel('Weekly digest (Mondays)').isChecked()).toBe(true);
    expect(await page.getByText('Deal e-mails go to').innerText()).toBe(
      `Deal e-mails go to ${SUBSCRIBER}.`,
    );
    await saveScreenshot(page, 'subscription-alerts');

    // 7. No console problems along the way, and no WCAG A/AA violation on the page.
    await check('after reloading');
    expect(found).toEqual([]);
    // Refused forms are answered with their status (400, 409): Chromium logs those two loads.
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
      'error: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
  });
});
