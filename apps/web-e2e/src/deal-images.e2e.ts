import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { startS3Bucket, type S3Bucket } from './support/s3-bucket';
import { seedSqlite, type SeedDeal } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';

const CURATOR = { username: 'image-curator', password: 'curator-password-1' };
const REMOTE_IMAGE = 'https://images.example.test/remote.png';
const PLAIN_HTTP_IMAGE = 'http://images.example.test/plain-http.png';
const CARD_COUNT = 6;

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** Browsers log failed image loads; tests that cause one on purpose leave those out. */
const withoutFailedLoads = (problems: string[]) =>
  problems.filter((problem) => !problem.includes('Failed to load resource'));

jest.setTimeout(120_000);

// The same journeys with images on the disk and in an S3 bucket (s3rver on loopback).
describe.each(['disk', 's3'] as const)('deal images in the browser, %s store', (store) => {
  let server: RunningServer;
  let bucket: S3Bucket | null = null;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const uploads: string[] = [];

  const url = (path: string) => `${server.baseUrl}${path}`;
  const card = (index: number) => page.getByTestId('deal-card').nth(index);
  const mainImage = (index: number) => card(index).locator('img').first();
  const attributes = (image: Locator) =>
    image.evaluate((element: HTMLImageElement) => ({
      loading: element.getAttribute('loading'),
      fetchpriority: element.getAttribute('fetchpriority'),
      src: element.getAttribute('src'),
      srcset: element.getAttribute('srcset'),
      sizes: element.getAttribute('sizes'),
      width: element.getAttribute('width'),
      height: element.getAttribute('height'),
    }));
  const loadedWidth = (image: Locator) =>
    image.evaluate(async (element: HTMLImageElement) => {
      await element.decode().catch(() => undefined);
      return element.naturalWidth;
    });

  beforeAll(async () => {
    if (store === 's3') bucket = await startS3Bucket();
    server = await startBuiltServer(bucket?.env ?? {});
    const uploadsDir = join(server.dataDir, 'uploads');
    mkdirSync(uploadsDir, { recursive: true });
    const colours = ['#c33', '#3c3', '#33c', '#cc3', '#3cc'];
    for (const colour of colours) {
      const name = `${randomBytes(16).toString('hex')}.jpg`;
      const bytes = await photo(1600, 1200, colour).jpeg().toBuffer();
      if (bucket) await bucket.putUpload(name, bytes);
      else writeFileSync(join(uploadsDir, name), bytes);
      uploads.push(name);
    }
    const now = Date.now();
    const deals: SeedDeal[] = uploads.map((name, index) => ({
      title: `Uploaded picture deal ${index + 1}`,
      category: 'fashion',
      imageUrl: `/uploads/${name}`,
      createdAt: new Date(now - index * 60_000),
    }));
    deals.push({
      title: 'Remote picture deal',
      category: 'fashion',
      imageUrl: REMOTE_IMAGE,
      createdAt: new Date(now - CARD_COUNT * 60_000),
    });
    deals.push({
      title: 'Plain HTTP picture deal',
      category: 'favorites',
      imageUrl: PLAIN_HTTP_IMAGE,
    });
    seedSqlite(server.dataDir, deals);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await bucket?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    for (const remoteImage of [REMOTE_IMAGE, PLAIN_HTTP_IMAGE])
      await context.route(remoteImage, async (route) =>
        route.fulfill({
          status: 200,
          contentType: 'image/png',
          body: await photo(60, 60, '#888').png().toBuffer(),
        }),
      );
    page = await context.newPage();
    problems = watchConsoleProblems(page);
  });

  afterEach(async () => {
    await context.close();
  });

  describe('on /fashion', () => {
    it('loads the first three cards eagerly at high priority and the rest lazily, through srcset', async () => {
      await page.goto(url('/fashion'), { waitUntil: 'networkidle' });
      expect(await page.getByTestId('deal-card').count()).toBe(CARD_COUNT);

      for (let index = 0; index < uploads.length; index += 1) {
        const name = uploads[index];
        const eager = index < 3;
        expect(await attributes(mainImage(index))).toEqual({
          loading: eager ? 'eager' : 'lazy',
          fetchpriority: eager ? 'high' : null,
          src: `/api/images/${name}?w=400`,
          srcset: `/api/images/${name}?w=400 400w, /api/images/${name}?w=800 800w`,
          sizes: '(min-width: 768px) min(33vw, 400px), 50vw',
          width: '400',
          height: '400',
        });
        await mainImage(index).scrollIntoViewIfNeeded();
        expect(await loadedWidth(mainImage(index))).toBeGreaterThanOrEqual(400);
      }

      const remote = await attributes(mainImage(uploads.length));
      expect([remote.src, remote.srcset]).toEqual([REMOTE_IMAGE, null]);
      const unsized = await page
        .locator('img')
        .evaluateAll(
          (images) =>
            images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
              .length,
        );
      expect(unsized).toBe(0);
      expect(problems).toEqual([]);
    });

    it('shows a 50 px blurred placeholder under a lazy image until the image arrives', async () => {
      const held: Route[] = [];
      await context.route('**/api/images/**', (route) =>
        route.request().url().includes('w=50&') ? route.continue() : held.push(route),
      );
      await page.goto(url('/fashion'), { waitUntil: 'domcontentloaded' });

      const lazyFrame = card(3).locator('[data-placeholder="blurred"]');
      await lazyFrame.waitFor();
      const style = (await lazyFrame.getAttribute('style')) ?? '';
      expect(style).toContain(`/api/images/${uploads[3]}?w=50&quality=10&blur=5`);
      expect(await card(0).locator('[data-placeholder]').count()).toBe(0);
      const placeholder = await page.request.get(
        url(`/api/images/${uploads[3]}?w=50&quality=10&blur=5`),
      );
      expect((await sharp(await placeholder.body()).metadata()).width).toBe(50);

      await context.unroute('**/api/images/**');
      for (const route of held.splice(0)) await route.continue();
      await card(3).locator('[data-placeholder]').waitFor({ state: 'detached' });
      expect(await loadedWidth(mainImage(3))).toBeGreaterThan(0);
    });

    it('falls back to /uploads when the resizer fails or answers an image of zero width', async () => {
      const zeroWidthSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"></svg>';
      await context.route('**/api/images/**', (route) => {
        const requested = route.request().url();
        if (requested.includes(uploads[0])) return route.fulfill({ status: 500, body: 'down' });
        if (requested.includes(uploads[1])) {
          return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: zeroWidthSvg });
        }
        return route.continue();
      });
      await page.goto(url('/fashion'), { waitUntil: 'networkidle' });

      for (const index of [0, 1]) {
        const image = mainImage(index);
        await page.waitForFunction(
          ([element, expected]) => (element as HTMLImageElement).getAttribute('src') === expected,
          [await image.elementHandle(), `/uploads/${uploads[index]}`] as const,
        );
        expect(await image.getAttribute('srcset')).toBeNull();
        expect(await loadedWidth(image)).toBe(1600);
      }
      expect(await mainImage(2).getAttribute('src')).toBe(`/api/images/${uploads[2]}?w=400`);
      expect(withoutFailedLoads(problems)).toEqual([]);
    });
  });

  describe('on /favorites', () => {
    it("shows a deal's http:// image on a site served over HTTP", async () => {
      await page.goto(url('/favorites'), { waitUntil: 'networkidle' });
      expect(await attributes(mainImage(0))).toMatchObject({ src: PLAIN_HTTP_IMAGE });
      expect(await loadedWidth(mainImage(0))).toBe(60);
      expect(problems).toEqual([]);
    });
  });

  describe('in the admin add form', () => {
    let signedIn = false;

    beforeEach(async () => {
      if (!signedIn) {
        // The first account on a fresh install is the curator.
        const registered = await context.request.post(url('/api/register'), {
          data: CURATOR,
          headers: { origin: server.baseUrl },
        });
        expect(registered.ok()).toBe(true);
        signedIn = true;
      } else {
        const login = await context.request.post(url('/api/login'), {
          data: CURATOR,
          headers: { origin: server.baseUrl },
        });
        expect(login.ok()).toBe(true);
      }
      await page.goto(url('/admin'), { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: 'Fashion' }).click();
    });

    const form = () => page.getByRole('tabpanel', { name: 'Fashion' });
    const thumbnails = () => form().getByRole('list', { name: 'Images of this deal' });
    const imageList = () => form().getByLabel('Image URLs');
    const pngFile = async (name: string, colour: string) => ({
      name,
      mimeType: 'image/png',
      buffer: await photo(120, 90, colour).png().toBuffer(),
    });

    it('uploads chosen images with progress, then shows removable thumbnails and the preview', async () => {
      let release: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (release = resolve));
      await context.route('**/api/upload', async (route) => {
        await answered;
        await route.continue();
      });
      await form()
        .getByLabel('Upload images')
        .setInputFiles([await pngFile('red.png', '#e22'), await pngFile('blue.png', '#22e')]);
      await form().getByRole('progressbar', { name: 'Uploading images' }).waitFor();
      release();

      await thumbnails().getByRole('listitem').nth(1).waitFor();
      const listed = (await imageList().inputValue()).split('\n');
      expect(listed).toHaveLength(2);
      for (const entry of listed) expect(entry).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
      expect(await form().getByRole('progressbar').count()).toBe(0);

      const preview = page.getByTestId('deal-preview').locator('img').first();
      const previewName = listed[0].slice('/uploads/'.length);
      expect(await preview.getAttribute('src')).toBe(`/api/images/${previewName}?w=400`);
      expect(await loadedWidth(preview)).toBe(120);

      await form().getByRole('button', { name: 'Remove image 1' }).click();
      expect(await imageList().inputValue()).toBe(listed[1]);
      expect(await thumbnails().getByRole('listitem').count()).toBe(1);
      expect(problems).toEqual([]);
    });

    it('uploads an image pasted from the clipboard', async () => {
      const png = (await photo(80, 80, '#2b2').png().toBuffer()).toString('base64');
      await form()
        .getByLabel('Paste deal text')
        .evaluate((area, base64) => {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          const data = new DataTransfer();
          data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
          area.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
          );
        }, png);

      await thumbnails().getByRole('listitem').first().waitFor();
      expect(await imageList().inputValue()).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
      expect(await form().getByLabel('Paste deal text').inputValue()).toBe('');
      expect(problems).toEqual([]);
    });

    it("says 'Error' / 'Failed to upload images' when the upload fails", async () => {
      await context.route('**/api/upload', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
      );
      await form()
        .getByLabel('Upload images')
        .setInputFiles([await pngFile('a.png', '#e22')]);
      const toast = page
        .getByRole('region', { name: 'Notifications (F8)' })
        .getByRole('listitem')
        .filter({ hasText: 'Error' });
      await toast.waitFor();
      expect(await toast.innerText()).toContain('Failed to upload images');
      expect(await imageList().inputValue()).toBe('');
      expect(withoutFailedLoads(problems)).toEqual([]);
    });
  });
});
