import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { TEST_PASSWORD } from '../../test/auth-helpers';
import { startBuiltServer, type BuiltServer } from '../../test/built-server';
import { checkHtmlFiles, describeMessages, type CheckerReport } from '../../test/nu-html-checker';

/** Text a careless template would break: markup characters, an ampersand and both quotes. */
const TRICKY_TITLE = `Tom & Jerry's "Deluxe" <mug> set`;
const TRICKY_DESCRIPTION = `Holds <b>4</b> cups & "more" – it's a <script>steal</script>`;
const CONFIRM_TOKEN = 'c'.repeat(43);
const UNSUBSCRIBE_TOKEN = 'u'.repeat(43);

interface CheckedPage {
  name: string;
  path: string;
  status: number;
  /** Pieces of the page proving the seeded content got into it. */
  shows?: string[];
}

const sqliteTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

/** Rows the API cannot write: a deal from yesterday and a subscription awaiting confirmation. */
function seedRows(dataDir: string): void {
  const db = new Database(join(dataDir, 'deals.sqlite'));
  const yesterday = sqliteTime(new Date(Date.now() - 24 * 60 * 60 * 1000));
  db.transaction(() => {
    db.prepare(
      `INSERT INTO deals (title, description, price, affiliate_link, image_url, category, created_at)
       VALUES (?, ?, ?, ?, ?, 'daily', ?)`,
    ).run(
      'Desk lamp from yesterday',
      'A lamp',
      '12.50',
      'https://www.amazon.com/dp/B0LAMP0001',
      '',
      yesterday,
    );
    db.prepare(
      `INSERT INTO subscriptions (email, frequency, unsubscribe_token, status, confirm_token)
       VALUES ('reader@example.com', 'daily', ?, 'pending', ?)`,
    ).run(UNSUBSCRIBE_TOKEN, CONFIRM_TOKEN);
    // The public cache notices writes that bypass the API through this version.
    db.prepare('UPDATE site_data_version SET content_version = content_version + 1').run();
  })();
  db.close();
}

describe('the built site by the Nu Html Checker (validator.w3.org)', () => {
  let dataDir: string;
  let pagesDir: string;
  let server: BuiltServer;
  let cookie = '';

  const api = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      ...init,
      headers: { cookie, ...(init.headers as Record<string, string> | undefined) },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  async function uploadImages(count: number): Promise<string[]> {
    const form = new FormData();
    for (let index = 0; index < count; index += 1) {
      const png = await sharp({
        create: {
          width: 64,
          height: 48,
          channels: 3,
          background: { r: 40 * index, g: 120, b: 90 },
        },
      })
        .png()
        .toBuffer();
      form.append('image', new Blob([png], { type: 'image/png' }), `photo-${index}.png`);
    }
    const { status, body } = await api('/api/upload', { method: 'POST', body: form });
    expect(status).toBe(201);
    return body.urls as string[];
  }

  async function createDeal(deal: Record<string, unknown>): Promise<number> {
    const { status, body } = await api('/api/deals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ affiliateLink: 'https://www.amazon.com/dp/B0VALID001', ...deal }),
    });
    expect(status).toBe(201);
    return Number(body.id);
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'deals-html-'));
    pagesDir = join(dataDir, 'checked-pages');
    mkdirSync(pagesDir);
    server = await startBuiltServer({ DATA_DIR: dataDir });
    const registered = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'html-curator', password: TEST_PASSWORD }),
    });
    expect(registered.status).toBe(200);
    cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0];
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds no errors on any public page, the error pages or the e-mail link pages', async () => {
    const couponDealId = await createDeal({
      title: 'Wireless earbuds at a record low',
      description: 'Noise cancelling, 30 h battery. Use code SAVE20 at checkout',
      price: '$29.99',
      originalPrice: '$49.99',
      percentOff: 40,
      tagline: 'Lowest price in months',
      imageUrl: (await uploadImages(3)).join(','),
      category: 'daily',
    });
    const trickyDealId = await createDeal({
      title: TRICKY_TITLE,
      description: TRICKY_DESCRIPTION,
      price: '2 for $10 & free shipping',
      imageUrl: 'https://images.example/mug.jpg?size=large&color=red',
      category: 'daily',
    });
    await createDeal({
      title: 'Linen shirt',
      price: '19.99',
      affiliateLink: 'https://www.walmart.com/ip/linen-shirt/123',
      imageUrl: (await uploadImages(1))[0],
      category: 'fashion',
    });
    await createDeal({ title: 'Favorite mug', price: '', category: 'favorites' });
    seedRows(dataDir);

    const pages: CheckedPage[] = [
      {
        name: 'home',
        path: '/',
        status: 200,
        shows: ['Tom &amp; Jerry', 'Desk lamp from yesterday'],
      },
      { name: 'fashion', path: '/fashion', status: 200, shows: ['Linen shirt'] },
      { name: 'favorites', path: '/favorites', status: 200, shows: ['Favorite mug'] },
      { name: 'deal-coupon', path: `/deals/${couponDealId}`, status: 200, shows: ['SAVE20'] },
      { name: 'deal-tricky', path: `/deals/${trickyDealId}`, status: 200, shows: ['&lt;mug&gt;'] },
      { name: 'stores', path: '/stores', status: 200, shows: ['Amazon', 'Walmart'] },
      {
        name: 'store',
        path: '/stores/walmart',
        status: 200,
        shows: [
          '<title>Walmart deals | ',
          '/stores/walmart" />',
          '/stores/walmart/feed.xml" />',
          '/stores/walmart/atom.xml" />',
          'Alert me about',
          'Linen shirt',
          'At <a href="/stores/walmart"',
        ],
      },
      { name: 'store-not-found', path: '/stores/nosuchstore', status: 404 },
      { name: 'privacy', path: '/privacy', status: 200 },
      { name: 'auth', path: '/auth', status: 200 },
      { name: 'not-found', path: '/no-such-page', status: 404, shows: ['Page not found'] },
      { name: 'deal-not-found', path: '/deals/999999', status: 404, shows: ['Page not found'] },
      // The server's own error page, sent for a bad request before the app renders anything.
      {
        name: 'error-page',
        path: '/uploads/no-such-file.png',
        status: 400,
        shows: ['Bad request'],
      },
      {
        name: 'confirm',
        path: `/subscribe/confirm/${CONFIRM_TOKEN}`,
        status: 200,
        shows: ['reader@example.com'],
      },
      {
        name: 'unsubscribe',
        path: `/unsubscribe/${UNSUBSCRIBE_TOKEN}`,
        status: 200,
        shows: ['reader@example.com'],
      },
      { name: 'unsubscribe-unknown', path: '/unsubscribe/unknown-token', status: 404 },
    ];
    const files: string[] = [];
    for (const page of pages) {
      const response = await fetch(`${server.baseUrl}${page.path}`, {
        headers: { accept: 'text/html' },
      });
      const html = await response.text();
      expect({ page: page.name, status: response.status }).toEqual({
        page: page.name,
        status: page.status,
      });
      for (const piece of page.shows ?? []) expect(html).toContain(piece);
      const file = join(pagesDir, `${page.name}.html`);
      writeFileSync(file, html);
      files.push(file);
    }

    const report: CheckerReport = await checkHtmlFiles(files);
    if (report.warnings.length > 0) {
      console.log(`Nu Html Checker warnings:\n${describeMessages(report.warnings).join('\n')}`);
    }
    expect(describeMessages(report.errors)).toEqual([]);
  });
});
