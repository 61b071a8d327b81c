import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { saveScreenshot } from './support/public-site';
import { startBuiltServer, type RunningServer } from './support/server';

const CURATOR = { username: 'import-curator', password: 'curator-password-1' };
const PAGE_ID = 'best.deals_page';
const TOKEN = 'e2e-page-token';
const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString().replace('Z', '+0000');

/** The page's posts as the Graph API answers them: two deals and a greeting. */
const POSTS = [
  {
    id: 'e2e_1',
    message: '🔥 Cast Iron Skillet 12in 🔥\n$24.99 (was $39.99)\nhttps://shop.example/skillet',
    created_time: minutesAgo(5),
  },
  { id: 'e2e_2', message: 'Good morning, deal hunters! ☀️', created_time: minutesAgo(10) },
  {
    id: 'e2e_3',
    message: 'Wool socks 3-pack, coupon SOCKS15',
    created_time: minutesAgo(15),
    attachments: {
      data: [{ media_type: 'link', unshimmed_url: 'https://shop.example/socks', url: 'x' }],
    },
  },
];

// Registration hashes with bcrypt (cost 12), and each import waits on the fake Graph API.
jest.setTimeout(90_000);

describe('Import Management in /admin', () => {
  let server: RunningServer;
  let graph: Server;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  /** The next answer's Graph API error, if any. */
  let nextError: { status: number; error: object } | null = null;
  /** How long the stand-in waits before answering. */
  let answerDelayMs = 0;

  const section = () => page.getByRole('region', { name: 'Import Management' });
  const toasts = () => page.getByRole('region', { name: 'Notifications (F8)' });

  async function expectToast(title: string, description: string) {
    const toast = toasts().getByRole('listitem').filter({ hasText: title });
    await toast.first().waitFor();
    expect(await toast.first().innerText()).toContain(description);
  }

  beforeAll(async () => {
    // A stand-in for the Graph API on loopback: the page's posts, or the error asked for.
    graph = createServer((req, res) => {
      setTimeout(() => answerGraph(req, res), answerDelayMs);
    });
    const answerGraph = (req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const ok = url.pathname === `/v23.0/${PAGE_ID}/published_posts`;
      const answer = nextError ?? (ok ? { status: 200, body: { data: POSTS, paging: {} } } : null);
      nextError = null;
      const [status, body] =
        answer && 'error' in answer
          ? [answer.status, { error: answer.error }]
          : answer
            ? [answer.status, answer.body]
            : [404, { error: { code: 803, message: 'Unknown page' } }];
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
    const { port } = graph.address() as AddressInfo;
    server = await startBuiltServer({
      FACEBOOK_ACCESS_TOKEN: TOKEN,
      FACEBOOK_GRAPH_URL: `http://127.0.0.1:${port}/v23.0`,
    });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const registered = await context.request.post(`${server.baseUrl}/api/register`, {
      data: CURATOR,
      headers: { origin: server.baseUrl },
    });
    expect(registered.ok()).toBe(true);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    graph?.closeAllConnections();
    await new Promise((resolve) => graph?.close(resolve));
  });

  beforeEach(async () => {
    answerDelayMs = 0;
    nextError = null;
    page = await context.newPage();
    problems = watchConsoleProblems(page);
    await page.goto(`${server.baseUrl}/admin`, { waitUntil: 'networkidle' });
    await section().waitFor();
  });

  afterEach(async () => {
    expect(problems).toEqual([]);
    await page.close();
  });

  it('refuses a page ID with spaces or slashes before asking the server', async () => {
    const field = section().getByLabel('Page ID or username');
    await field.fill('my page/feed');
    await section().getByRole('button', { name: 'Manual Import' }).click();

    await section().getByText('Enter a valid page ID or username').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
  });

  it('runs a manual import, then an automated one that finds nothing new', async () => {
    await section().getByLabel('Page ID or username').fill(PAGE_ID);
    await section().getByRole('button', { name: 'Manual Import' }).click();

    await expectToast('Manual Import', 'Imported 2 new deals');
    await section().getByText('2 imported, 1 not imported').waitFor();
    await saveScreenshot(page, 'import-management');
    const deals = (await (await fetch(`${server.baseUrl}/api/deals`)).json()) as {
      deals: { title: string }[];
    };
    expect(deals.deals.map((deal) => deal.title)).toContain('Cast Iron Skillet 12in');

    await section().getByRole('button', { name: 'Automated Import' }).click();
    await expectToast('Automated Import', 'no new deals found');
  });

  it('shows a run in progress on the buttons, which cannot be pressed again meanwhile', async () => {
    answerDelayMs = 1_500;
    const manual = section().getByRole('button', { name: 'Manual Import' });
    const automated = section().getByRole('button', { name: 'Automated Import' });
    await manual.click();

    const busy = section().getByRole('button', { name: 'Importing…' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await automated.isDisabled()).toBe(true);
    await expectToast('Manual Import', 'no new deals found');
    expect(await manual.isEnabled()).toBe(true);
  });

  it('shows the reason when Facebook refuses the token', async () => {
    nextError = { status: 400, error: { code: 190, message: 'Error validating access token' } };
    await section().getByRole('button', { name: 'Manual Import' }).click();

    await expectToast('Manual Import Failed', 'FACEBOOK_ACCESS_TOKEN');
    await section()
      .getByText(/access token is expired or revoked/)
      .first()
      .waitFor();
  });
});
