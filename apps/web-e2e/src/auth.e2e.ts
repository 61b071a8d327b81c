import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { startBuiltServer, type RunningServer } from './support/server';

const CURATOR = { username: 'first-curator', password: 'curator-password-1' };
const VISITOR = { username: 'second-visitor', password: 'visitor-password-2' };
const builtWebDir = resolve(__dirname, '../../../dist/apps/web');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Each journey signs in with bcrypt (cost 12) and loads pages: more than jest's 5 s default.
jest.setTimeout(60_000);

describe('accounts on the built site', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function openPage(): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    return { page, problems: watchConsoleProblems(page) };
  }

  /** Clicks the tab until it is selected: a click before the page has hydrated changes nothing. */
  async function selectTab(page: Page, name: string) {
    const tab = page.getByRole('tab', { name });
    const deadline = Date.now() + 20_000;
    while ((await tab.getAttribute('aria-selected')) !== 'true') {
      if (Date.now() > deadline) throw new Error(`the ${name} tab was never selected`);
      await tab.click();
      await page.waitForTimeout(100);
    }
  }

  async function submitCredentials(
    page: Page,
    tab: 'Login' | 'Register',
    credentials: { username: string; password: string },
  ) {
    await selectTab(page, tab);
    const panel = page.getByRole('tabpanel', { name: tab });
    await panel.getByLabel('Username').fill(credentials.username);
    await panel.getByLabel('Password').fill(credentials.password);
    await panel.getByRole('button', { name: tab }).click();
  }

  const url = (path: string) => `${server.baseUrl}${path}`;
  const pathOf = (page: Page) => {
    const { pathname, search } = new URL(page.url());
    return `${pathname}${search}`;
  };

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('sends an anonymous visitor from /admin to /auth, remembering /admin', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/admin'));
    await page.waitForURL((current) => current.pathname === '/auth');
    expect(pathOf(page)).toBe('/auth?from=/admin');

    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Login', 'Register']);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('button', { name: /quick login/i }).count()).toBe(0);

    // Keyboard: the arrow key moves selection and focus to the Register tab.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await tabs.nth(1).evaluate((tab) => tab === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('makes the first registered account the curator and lands it on the admin panel', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/auth?from=/admin'), { waitUntil: 'networkidle' });
    await submitCredentials(page, 'Register', CURATOR);

    await page.getByText('Registered successfully').waitFor();
    await page.waitForURL(url('/admin'));
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    expect(await page.getByText(`Signed in as ${CURATOR.username}`).count()).toBeGreaterThan(0);

    const quickLinks = page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    expect(
      await quickLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['/', '/#yesterday-deals', '/fashion', '/favorites']);

    const clock = page.getByTestId('admin-clock');
    const firstTick = await clock.getAttribute('datetime');
    await page.waitForFunction(
      (before) =>
        document.querySelector('[data-testid="admin-clock"]')?.getAttribute('datetime') !== before,
      firstTick,
    );
    expect(await page.getByText('America/Chicago', { exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('shows a curator the toolbar and the Admin Panel button, never in the server HTML', async () => {
    const { page, problems } = await openPage();
    await submitLogin(page, CURATOR);
    await page.goto(url('/'), { waitUntil: 'networkidle' });

    const toolbar = page.getByRole('complementary', { name: 'Curator toolbar' });
    await toolbar.waitFor();
    expect(await toolbar.innerText()).toContain(`Signed in as ${CURATOR.username}`);
    const floatingButton = page.getByTestId('admin-panel-button');
    expect(await floatingButton.innerText()).toBe('Admin Panel');
    await floatingButton.click();
    await page.waitForURL(url('/admin'));
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();

    const cookies = await page.context().cookies();
    const cookieHeader = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const html = await (await fetch(url('/'), { headers: { cookie: cookieHeader } })).text();
    expect(html).not.toContain('Curator toolbar');
    expect(html).not.toContain(CURATOR.username);
    expect(problems).toEqual([]);
  });

  it('logs out to /auth, after which /admin sends the visitor back to /auth', async () => {
    const { page, problems } = await openPage();
    await submitLogin(page, CURATOR);
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((current) => current.pathname === '/auth');
    expect(await page.getByRole('complementary', { name: 'Curator toolbar' }).count()).toBe(0);

    await page.goto(url('/admin'));
    await page.waitForURL((current) => current.pathname === '/auth');
    expect(pathOf(page)).toBe('/auth?from=/admin');
    expect(problems).toEqual([]);
  });

  it("shows the server's message when the password is wrong, in a single toast", async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/auth'), { waitUntil: 'networkidle' });
    await submitCredentials(page, 'Login', { ...CURATOR, password: 'not-the-password' });
    await submitCredentials(page, 'Login', { ...CURATOR, password: 'still-not-it' });

    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await region.getByText('Invalid username or password').waitFor();
    expect(await region.getByRole('listitem').count()).toBe(1);
    expect(pathOf(page)).toBe('/auth');
    expect(problems).toEqual([]);
  });

  it('focuses the notification region with F8 and dismisses a toast by swiping right', async () => {
    const { page } = await openPage();
    await page.goto(url('/auth'), { waitUntil: 'networkidle' });
    await submitCredentials(page, 'Login', { username: 'nobody-here', password: 'whatever-it-is' });
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    const toast = region.getByRole('listitem');
    await toast.waitFor();

    await page.keyboard.press('F8');
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);

    // Measure where the toast rests, not where its slide-in animation happens to be.
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await toast.boundingBox();
    if (!box) throw new Error('toast has no box');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // A short drag springs back; a drag past 50 px dismisses.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 40, y, { steps: 5 });
    await page.mouse.up();
    expect(await toast.count()).toBe(1);

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 80, y, { steps: 5 });
    await page.mouse.up();
    await toast.waitFor({ state: 'detached' });
  });

  it('closes a toast with its close button', async () => {
    const { page } = await openPage();
    await page.goto(url('/auth'), { waitUntil: 'networkidle' });
    await submitCredentials(page, 'Login', { username: 'nobody-here', password: 'whatever-it-is' });
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
    await toast.waitFor();
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await toast.waitFor({ state: 'detached' });
  });

  it('signs the curator in with the right password', async () => {
    const { page, problems } = await openPage();
    await submitLogin(page, CURATOR);
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    expect(problems).toEqual([]);
  });

  it('offers to check the session again when the check fails, and shows the panel after it', async () => {
    const { page } = await openPage();
    await submitLogin(page, CURATOR);
    // That page's own check is done before the next one is made to fail.
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    let sessionChecks = 0;
    await page.route(url('/graphql'), async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'Session') return route.continue();
      sessionChecks += 1;
      if (sessionChecks > 1) return route.continue();
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'The deals database is unavailable' }] }),
      });
    });

    await page.goto(url('/admin'));
    const failure = page
      .getByRole('alert')
      .filter({ hasText: 'Your session could not be checked' });
    await failure.waitFor();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    expect(sessionChecks).toBe(2);
  });

  it('gives a second account visitor rights: a notice on /admin and no Admin Panel button', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/auth'), { waitUntil: 'networkidle' });
    await submitCredentials(page, 'Register', VISITOR);
    await page.waitForURL(url('/admin'));
    await page.getByText('This account has no curator rights', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(1);

    await page.goto(url('/'), { waitUntil: 'networkidle' });
    expect(await page.getByTestId('admin-panel-button').count()).toBe(0);
    expect(await page.getByRole('complementary', { name: 'Curator toolbar' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('leaves the development quick-login out of the production build', async () => {
    const builtFiles = filesUnder(builtWebDir).filter((path) => /\.(m?js|html)$/.test(path));
    expect(builtFiles.length).toBeGreaterThan(0);
    const offenders = builtFiles.filter((path) =>
      readFileSync(path, 'utf8').includes('quick-login'),
    );
    expect(offenders).toEqual([]);

    const response = await fetch(url('/api/dev/quick-login'), {
      method: 'POST',
      headers: { origin: server.baseUrl },
    });
    expect(response.status).toBe(404);
  });

  async function submitLogin(page: Page, credentials: { username: string; password: string }) {
    await page.goto(url('/auth'), { waitUntil: 'networkidle' });
    await submitCredentials(page, 'Login', credentials);
    await page.waitForURL(url('/admin'));
  }
});
