import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP_CHROME, launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { apiDeals, saveScreenshot } from './support/public-site';
import { seedSqlite } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';

const CURATOR = { username: 'stats-curator', password: 'curator-password-1' };
const POPULAR = 'Cast iron skillet, 12 inch';
const STEADY = 'Stainless steel water bottle';
const QUIET = 'Bamboo cutting board set';

// Registration hashes with bcrypt (cost 12), and the chart library loads on first use.
jest.setTimeout(90_000);

describe('analytics, traffic and subscribers in /admin', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let visitorNumber = 0;

  const url = (path: string) => `${server.baseUrl}${path}`;
  /** A request from a visitor of its own: loopback is a trusted proxy, so X-Forwarded-For counts. */
  const asVisitor = () => ({
    'User-Agent': DESKTOP_CHROME,
    'X-Forwarded-For': `203.0.113.${(visitorNumber += 1)}`,
  });
  const card = (name: string) => page.getByRole('region', { name });
  const figure = (cardName: string, label: string) =>
    card(cardName)
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) });
  const toasts = () => page.getByRole('region', { name: 'Notifications (F8)' });
  const expectToast = (title: string) =>
    toasts().getByRole('listitem').filter({ hasText: title }).waitFor();

  async function clickDeal(title: string, visitors: number) {
    const deal = (await apiDeals(server.baseUrl)).find((candidate) => candidate.title === title)!;
    for (let index = 0; index < visitors; index += 1) {
      const answer = await fetch(url(`/api/deals/${deal.id}/click`), {
        method: 'POST',
        headers: asVisitor(),
      });
      expect(answer.status).toBe(200);
    }
  }

  async function openAdmin() {
    await page.goto(url('/admin'), { waitUntil: 'networkidle' });
    await card('Website Traffic').getByText('Today', { exact: true }).waitFor();
  }

  beforeAll(async () => {
    server = await startBuiltServer();
    seedSqlite(server.dataDir, [
      { title: POPULAR, clicks: 40 },
      { title: STEADY, clicks: 9 },
      { title: QUIET, clicks: 0 },
    ]);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const registered = await context.request.post(url('/api/register'), {
      data: CURATOR,
      headers: { origin: server.baseUrl },
    });
    expect(registered.ok()).toBe(true);

    // Real traffic: three visitors' beacons, a bot that must not count, and clicks.
    for (let index = 0; index < 3; index += 1) {
      await fetch(url('/api/visits'), { method: 'POST', headers: asVisitor() });
    }
    await fetch(url('/api/visits'), {
      method: 'POST',
      headers: { 'User-Agent': 'facebookexternalhit/1.1', 'X-Forwarded-For': '198.51.100.7' },
    });
    await clickDeal(QUIET, 2);
    await clickDeal(STEADY, 1);
    for (const [email, frequency] of [
      ['ann@example.com', 'daily'],
      ['bo@example.com', 'weekly'],
    ]) {
      await fetch(url('/api/subscribe'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...asVisitor() },
        body: JSON.stringify({ email, frequency }),
      });
    }
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

  it('counts the home page visit through its beacon', async () => {
    const todayFigure = async () =>
      ((await (await context.request.get(url('/api/visits/stats'))).json()) as { today: number })
        .today;
    expect(await todayFigure()).toBe(3);
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    const deadline = Date.now() + 5000;
    while ((await todayFigure()) === 3 && Date.now() < deadline) {
      await new Promise((wake) => setTimeout(wake, 200));
    }
    expect(await todayFigure()).toBe(4);
  });

  it('shows the Analytics Overview with totals, average and the top deals', async () => {
    await openAdmin();
    const overview = card('Analytics Overview');
    expect(await figure('Analytics Overview', 'Total Deals').locator('dd').innerText()).toBe('3');
    expect(await figure('Analytics Overview', 'Total Clicks').locator('dd').innerText()).toBe('52');
    expect(
      await figure('Analytics Overview', 'Avg. Clicks per Deal').locator('dd').innerText(),
    ).toBe('17.3');
    const allTime = overview.getByRole('region', { name: 'Top 5 Deals (all time)' });
    expect(await allTime.getByRole('listitem').allInnerTexts()).toEqual([
      `${POPULAR} (40 clicks) Sources`,
      `${STEADY} (10 clicks) Sources`,
      `${QUIET} (2 clicks) Sources`,
    ]);
    const lastWeek = overview.getByRole('region', { name: 'Top 5 Deals (last 7 days)' });
    expect(await lastWeek.getByRole('listitem').allInnerTexts()).toEqual([
      `${QUIET} (2 clicks) Sources`,
      `${STEADY} (1 click) Sources`,
    ]);
    await saveScreenshot(page, 'admin-analytics-overview');
  });

  it('shows Website Traffic with its figures, trends and the 30-day chart', async () => {
    await openAdmin();
    expect(await figure('Website Traffic', 'Today').locator('dd').innerText()).toBe('4');
    expect(await figure('Website Traffic', 'Yesterday').locator('dd').innerText()).toBe('0');
    expect(await figure('Website Traffic', 'This Week').locator('dd').innerText()).toBe('4');
    expect(await figure('Website Traffic', 'This Month').locator('dd').innerText()).toBe('4');
    expect(await figure('Website Traffic', 'Week Trend').locator('dd').innerText()).toBe('0%');
    expect(await figure('Website Traffic', 'Month Trend').locator('dd').innerText()).toBe('0%');

    const chart = page.getByTestId('traffic-chart');
    await chart.locator('canvas').waitFor();
    expect(await chart.locator('.u-legend').innerText()).toMatch(/Unique visitors[\s\S]*Clicks/);
    const table = page.getByRole('table', { name: /Unique visitors and clicks per day/ });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(30);
    expect(await rows.last().locator('td').allInnerTexts()).toEqual(['4', '3']);
    await chart.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-website-traffic');
  });

  it('resets the traffic statistics after confirmation, and says so when it fails', async () => {
    await openAdmin();
    const reset = card('Website Traffic').getByRole('button', { name: 'Reset Stats' });

    page.once('dialog', (dialog) => void dialog.dismiss());
    await reset.click();
    expect(await figure('Website Traffic', 'Today').locator('dd').innerText()).toBe('4');

    await page.route('**/api/visits/reset', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    page.once('dialog', (dialog) => void dialog.accept());
    await reset.click();
    await expectToast('Failed to reset statistics');
    expect(await figure('Website Traffic', 'Today').locator('dd').innerText()).toBe('4');
    await page.unroute('**/api/visits/reset');

    page.once('dialog', (dialog) => void dialog.accept());
    await reset.click();
    await expectToast('Traffic statistics have been reset');
    for (const label of ['Today', 'This Week', 'This Month']) {
      expect(await figure('Website Traffic', label).locator('dd').innerText()).toBe('0');
    }
    await page.reload({ waitUntil: 'networkidle' });
    await card('Website Traffic').getByText('Today', { exact: true }).waitFor();
    expect(await figure('Website Traffic', 'Today').locator('dd').innerText()).toBe('0');
    // The 500 above is the failure this test asked for.
    problems.splice(0, problems.length);
  });

  it('cleans up unused images from the overview, and names the failure', async () => {
    await openAdmin();
    const cleanup = card('Analytics Overview').getByRole('button', {
      name: 'Cleanup Unused Images',
    });
    page.once('dialog', (dialog) => void dialog.accept());
    await cleanup.click();
    await expectToast('Cleaned up 0 unused images.');

    await page.route('**/api/cleanup-images', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    page.once('dialog', (dialog) => void dialog.accept());
    await cleanup.click();
    await expectToast('Cleanup failed: Service Unavailable');
    problems.splice(0, problems.length);
  });

  it('lists the e-mail subscribers and downloads them as CSV', async () => {
    await openAdmin();
    const subscribers = card('Email Subscriptions (2)');
    const rows = subscribers.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.nth(0).locator('td').allInnerTexts()).toEqual([
      'bo@example.com',
      'weekly',
      'active',
      expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
    ]);
    expect(await rows.nth(1).locator('td').nth(0).innerText()).toBe('ann@example.com');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      subscribers.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('subscriptions.csv');
    const csv = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe('email,frequency,subscribed_at');
    expect(csv.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'bo@example.com,weekly',
      'ann@example.com,daily',
    ]);
  });
});
