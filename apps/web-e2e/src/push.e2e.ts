import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
// The same fake RFC 8030 service the API's fan-out tests use: real HTTPS on 127.0.0.1, VAPID
// checked and every message decrypted with the keys of the subscription it made.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { FakePushService, type FakeSubscription } from '../../api/test/fake-push-service';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { saveScreenshot } from './support/public-site';
import { seedSqlite } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

/** The sweep runs every 15 s in the API without Redis: a new deal goes out within two sweeps. */
const FANOUT_WAIT_MS = 45_000;

interface StoredPushSubscription {
  token: string;
  endpoint: string;
  follows_all: number;
  follows_sections: string;
  follows_alerts: number;
  follows_stores: string;
  subscription_id: number | null;
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: { url?: string } | null;
}

/**
 * Stands in for the browser's push service, which headless Chromium cannot reach: subscribe()
 * answers a subscription on the fake service, with keys the service can decrypt for.
 */
function fakePushManager(subscription: FakeSubscription) {
  const fake = {
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    toJSON: () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: subscription.keys,
    }),
    unsubscribe: () => Promise.resolve(true),
  };
  let subscribed = false;
  PushManager.prototype.subscribe = function subscribe() {
    subscribed = true;
    return Promise.resolve(fake as unknown as PushSubscription);
  };
  PushManager.prototype.getSubscription = function getSubscription() {
    return Promise.resolve(subscribed ? (fake as unknown as PushSubscription) : null);
  };
}

describe('a reader turning on deal notifications', () => {
  let pushService: FakePushService;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  const url = (path: string) => `${server.baseUrl}${path}`;
  const readDb = <T>(sql: string, ...params: unknown[]): T[] => {
    const db = new Database(join(server.dataDir, 'deals.sqlite'), { readonly: true });
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  };
  const storedPushSubscriptions = () =>
    readDb<StoredPushSubscription>(
      'SELECT token, endpoint, follows_all, follows_sections, follows_alerts, follows_stores, subscription_id FROM push_subscriptions ORDER BY id',
    );

  async function openWithFakePush(subscription: FakeSubscription): Promise<void> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['notifications'], { origin: server.baseUrl });
    await context.addInitScript(fakePushManager, subscription);
    page = await context.newPage();
    problems = watchConsoleProblems(page);
  }

  /** The service worker's registration id, from the DevTools protocol's view of the workers. */
  async function serviceWorkerRegistrationId(cdp: CDPSession): Promise<string> {
    const scope = url('/');
    const found = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const registration = registrations.find(
          (each) => each.scopeURL === scope && !each.isDeleted,
        );
        if (registration) resolve(registration.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    return found;
  }

  beforeAll(async () => {
    const tlsDir = process.env.TEST_PUSH_TLS_DIR;
    if (!tlsDir) throw new Error('run `eval $(node tools/scripts/test-push-tls.mjs)` first');
    pushService = await FakePushService.start();
    server = await startBuiltServer({
      IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
      VAPID_SUBJECT: 'mailto:curator@example.com',
      NODE_EXTRA_CA_CERTS: join(tlsDir, 'cert.pem'),
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await pushService?.close();
  });

  afterEach(async () => {
    await context?.close();
  });

  it('serves the manifest, its icons and the service worker as an installable site needs', async () => {
    const manifest = await fetch(url('/manifest.webmanifest'));
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as {
      name: string;
      display: string;
      start_url: string;
      scope: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(body).toMatchObject({
      name: 'Daily Deals',
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const size of [192, 512]) {
      for (const purpose of ['any', 'maskable']) {
        const icon = body.icons.find(
          (each) => each.sizes === `${size}x${size}` && each.purpose === purpose,
        );
        expect(icon).toBeDefined();
        const png = Buffer.from(await (await fetch(url(icon?.src ?? ''))).arrayBuffer());
        // The PNG's own width and height, from its IHDR chunk.
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
      }
    }
    const home = await (await fetch(url('/'))).text();
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(home).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/);
    expect(home).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    // No worker on the public page's load: it is registered only from the bell button.
    expect(home).not.toContain('sw.js');

    const worker = await fetch(url('/sw.js'));
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const workerCode = await worker.text();
    expect(workerCode).toContain('notificationclick');
    expect(workerCode).not.toMatch(/addEventListener\(`fetch`|caches\./);
  });

  it('opts in from the Subscribe dialog, gets a new deal pushed, shows it and opens the deal', async () => {
    const subscription = pushService.createFakeSubscription();
    await openWithFakePush(subscription);
    const pushRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/(sw\.js|api\/push\/)/.test(request.url())) pushRequests.push(request.url());
    });
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    // Nothing of push loads with the page: the opt-in's code and config come with the dialog.
    expect(pushRequests).toEqual([]);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to deal e-mails' });
    await dialog.getByRole('checkbox', { name: 'Every new deal' }).waitFor();
    expect(pushRequests).toEqual([url('/api/push/config')]);
    expect(await dialog.getByRole('checkbox', { name: 'Every new deal' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Get deal notifications' }).click();
    await dialog.getByText('Notifications on. Your choices are saved.').waitFor();
    expect(await dialog.getByText('Notifications on', { exact: true }).isVisible()).toBe(true);
    await saveScreenshot(page, 'push-opted-in');

    const [stored] = storedPushSubscriptions();
    expect(stored).toMatchObject({
      endpoint: subscription.endpoint,
      follows_all: 1,
      follows_sections: '',
      follows_alerts: 0,
    });
    const kept = await page.evaluate(() => localStorage.getItem('deal-site:push'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ token: stored.token });

    // A deal that goes live after the opt-in reaches the fake push service through a real fan-out.
    seedSqlite(server.dataDir, [{ title: 'Cast iron skillet 12 inch', price: '19.99' }]);
    const [{ id }] = readDb<{ id: number }>(
      'SELECT id FROM deals WHERE title = ?',
      'Cast iron skillet 12 inch',
    );
    const deadline = Date.now() + FANOUT_WAIT_MS;
    while (pushService.delivered(subscription.endpoint).length === 0 && Date.now() < deadline)
      await new Promise((wake) => setTimeout(wake, 250));
    const [message] = pushService.delivered(subscription.endpoint);
    expect(pushService.errors).toEqual([]);
    expect(message?.payload).toMatchObject({
      id,
      title: 'Cast iron skillet 12 inch',
      url: `/deals/${id}?src=push`,
    });

    // The browser's own push service is out of reach: the DevTools protocol hands the same
    // payload to the real service worker, as a push service would.
    const cdp = await context.newCDPSession(page);
    const registrationId = await serviceWorkerRegistrationId(cdp);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.baseUrl,
      registrationId,
      data: JSON.stringify(message.payload),
    });
    const notifications = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      for (let tries = 0; tries < 100; tries += 1) {
        const shown = await registration.getNotifications();
        if (shown.length > 0)
          return shown.map(({ title, body, tag, icon, data }) => ({
            title,
            body,
            tag,
            icon,
            data: data as { url?: string } | null,
          }));
        await new Promise((wake) => setTimeout(wake, 100));
      }
      return [] as ShownNotification[];
    });
    const { price } = message.payload as { price: string };
    expect(notifications).toEqual([
      {
        title: 'Cast iron skillet 12 inch',
        body: `${price} · Daily Deals`,
        tag: `deal-${id}`,
        icon: expect.stringMatching(/\/icon-192\.png$/),
        data: { url: `/deals/${id}?src=push` },
      },
    ]);

    // Nothing can click a notification in headless Chromium: open its data.url as the click does.
    await page.goto(url(notifications[0].data?.url ?? ''));
    await page.getByRole('heading', { level: 1, name: 'Cast iron skillet 12 inch' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('follows a store by push alone from "Alert me about {store}", with no e-mail address', async () => {
    seedSqlite(server.dataDir, [
      {
        title: 'Garden hose 50 ft',
        price: '24.99',
        affiliateLink: 'https://www.walmart.com/ip/garden-hose/77',
        storeSlug: 'walmart',
      },
    ]);
    const subscription = pushService.createFakeSubscription();
    await openWithFakePush(subscription);
    await page.goto(url('/stores/walmart'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Alert me about Walmart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alert me about Walmart' });
    const storeChoice = dialog.getByRole('checkbox', { name: 'Walmart deals' });
    await storeChoice.waitFor();
    expect(await storeChoice.isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Every new deal' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Get deal notifications' }).click();
    await dialog.getByText('Notifications on. Your choices are saved.').waitFor();
    await saveScreenshot(page, 'push-store-follow');

    const stored = storedPushSubscriptions().find((row) => row.endpoint === subscription.endpoint);
    expect(stored).toMatchObject({
      follows_all: 0,
      follows_sections: '',
      follows_alerts: 0,
      follows_stores: 'walmart',
      subscription_id: null,
    });
    expect(readDb('SELECT id FROM subscriptions WHERE email LIKE ?', '%walmart%')).toEqual([]);
    const kept = await page.evaluate(() => localStorage.getItem('deal-site:push'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ follows: { stores: ['walmart'] } });
    expect(problems).toEqual([]);
  });

  it('explains instead of offering the button where push cannot work', async () => {
    const explains = async (
      reason: string,
      setUp: (context: BrowserContext) => Promise<unknown>,
    ) => {
      await openWithFakePush(pushService.createFakeSubscription());
      await setUp(context);
      await page.goto(url('/'), { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      const section = page.getByRole('region', { name: 'Deal notifications' });
      await section.getByText(reason).waitFor();
      expect(await section.getByRole('button').count()).toBe(0);
      await context.close();
    };
    await explains('Push notifications are off on this site.', (off) =>
      off.route('**/api/push/config', (route) =>
        route.fulfill({ json: { enabled: false, publicKey: null } }),
      ),
    );
    await explains('tap Share, then Add to Home Screen', (iphone) =>
      iphone.addInitScript(() => {
        Object.defineProperty(navigator, 'userAgent', {
          get: () =>
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        });
      }),
    );
  });

  it("follows the subscriber's keyword and store alerts from their page, and turns off", async () => {
    const subscribed = await fetch(url('/api/subscribe'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify({ email: 'push.reader@example.com', frequency: 'daily' }),
    });
    expect(subscribed.ok).toBe(true);
    const [emailSubscription] = readDb<{ id: number; token: string }>(
      'SELECT id, unsubscribe_token AS token FROM subscriptions WHERE email = ?',
      'push.reader@example.com',
    );
    const subscription = pushService.createFakeSubscription();
    await openWithFakePush(subscription);
    await page.goto(url(`/subscription/${emailSubscription.token}`));
    const form = page.getByRole('form', { name: 'Deal notifications' });
    await form.waitFor();
    expect(
      await form.getByRole('checkbox', { name: 'My keyword and store alerts' }).isChecked(),
    ).toBe(true);
    await form.getByRole('checkbox', { name: 'Fashion' }).check();
    await form.getByRole('button', { name: 'Get deal notifications' }).click();
    await form.getByText('Notifications on. Your choices are saved.').waitFor();
    await saveScreenshot(page, 'push-subscriber-page');

    const stored = storedPushSubscriptions().find(
      (each) => each.endpoint === subscription.endpoint,
    );
    expect(stored).toMatchObject({
      follows_all: 0,
      follows_sections: 'fashion',
      follows_alerts: 1,
      subscription_id: emailSubscription.id,
    });

    await form.getByRole('button', { name: 'Turn notifications off' }).click();
    await form.getByText('Notifications turned off.').waitFor();
    expect(
      storedPushSubscriptions().find((each) => each.endpoint === subscription.endpoint),
    ).toBeUndefined();
    expect(await form.getByRole('button', { name: 'Get deal notifications' }).isVisible()).toBe(
      true,
    );
    expect(problems).toEqual([]);
  });
});
