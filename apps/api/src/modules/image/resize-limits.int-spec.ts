import sharp from 'sharp';
import request from 'supertest';
import { randomTestAddress, signedInAs } from '../../../test/auth-helpers';
import { startImageStoreTestApp, type ImageStoreTestApp } from '../../../test/image-store-app';
import type { TestApp } from '../../../test/test-app';
import { MAX_FIRST_TIME_VARIANTS_PER_ADDRESS } from './first-time-variant-limit';
import { isVariantName } from './image-variants';
import { MAX_RUNNING_RESIZES, MAX_WAITING_RESIZES } from './resize-queue';
import {
  isSiteVariant,
  VARIANT_BLURS,
  VARIANT_QUALITIES,
  VARIANT_WIDTHS,
  type VariantRequest,
} from './variant-request';

type Size = Omit<VariantRequest, 'format'>;

/** Every size the site never asks for itself, widest first (the slowest to make). */
const OTHER_SIZES: Size[] = [...VARIANT_WIDTHS]
  .reverse()
  .flatMap((width) =>
    VARIANT_QUALITIES.flatMap((quality) => VARIANT_BLURS.map((blur) => ({ width, quality, blur }))),
  )
  .filter((size) => !isSiteVariant({ ...size, format: 'webp' }));

const query = ({ width, quality, blur }: Size) => `w=${width}&quality=${quality}&blur=${blur}`;

// Images never touch the database, so one dialect is enough here; both image stores are tried.
describe.each(['disk', 's3'] as const)('bounded image resizing, %s store', (store) => {
  let testApp: TestApp;
  let running: ImageStoreTestApp;
  let curator: string;

  beforeAll(async () => {
    running = await startImageStoreTestApp('sqlite', store);
    testApp = running.testApp;
    curator = await signedInAs(testApp.app, 'resize.curator');
  });

  afterAll(() => running?.close());

  const api = () => request(testApp.app);
  const variantStore = () => testApp.services.images.storage.store('image-variants', isVariantName);
  const variantsOf = async (upload: string) =>
    (await variantStore().list()).filter((file) => file.startsWith(`${upload}.`));

  async function uploaded(image: sharp.Sharp): Promise<string> {
    const response = await api()
      .post('/api/upload')
      .set('Cookie', curator)
      .attach('image', await image.jpeg({ quality: 90 }).toBuffer(), 'photo.jpg');
    expect(response.status).toBe(201);
    return response.body.url.slice('/uploads/'.length);
  }

  /** Sent at once (a supertest request otherwise waits for its first `then`). */
  const variantFrom = (address: string, upload: string, size: string, accept = 'image/webp') =>
    api()
      .get(`/api/images/${upload}?${size}`)
      .set('X-Forwarded-For', address)
      .set('Accept', accept)
      .then((response) => response);

  async function untilResizesPast(count: number) {
    const { variants } = testApp.services.images;
    while (variants.resizes <= count) await new Promise((wake) => setTimeout(wake, 5));
  }

  it('refuses first-time variants past the wait list with 503, still serving stored ones', async () => {
    const noisy = sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    });
    const upload = await uploaded(noisy);
    const stored = await variantFrom(randomTestAddress(), upload, 'w=400');
    expect(stored.status).toBe(200);

    const resizedBefore = testApp.services.images.variants.resizes;
    const burst = OTHER_SIZES.slice(0, MAX_RUNNING_RESIZES + MAX_WAITING_RESIZES + 6);
    const storm = burst.map((size) =>
      variantFrom(randomTestAddress(), upload, query(size), 'image/avif,image/webp'),
    );
    let stormOver = false;
    const answers = Promise.all(storm).finally(() => (stormOver = true));
    await untilResizesPast(resizedBefore);
    const siteSize = variantFrom(randomTestAddress(), upload, 'w=800', 'image/avif');
    const duringStorm = await variantFrom(randomTestAddress(), upload, 'w=400');
    // The stored variant was answered while the resizes went on, not after them.
    expect(stormOver).toBe(false);
    const stormAnswers = await answers;
    const statuses = stormAnswers.map((answer) => answer.status);

    expect(duringStorm.status).toBe(200);
    expect(duringStorm.headers.etag).toBe(stored.headers.etag);
    // The site's own sizes wait in a line of their own, served first.
    expect((await siteSize).status).toBe(200);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const refused = stormAnswers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      expect(answer.body.message).toMatch(/Try again/);
    }

    // Only the variants answered 200 were written, each one whole.
    const made = burst.filter((_, index) => statuses[index] === 200);
    const files = await variantsOf(upload);
    expect(files.every(isVariantName)).toBe(true);
    expect(files.sort()).toEqual(
      [
        `${upload}.w400.q75.b0.webp`,
        `${upload}.w800.q75.b0.avif`,
        ...made.map((size) => `${upload}.w${size.width}.q${size.quality}.b${size.blur}.avif`),
      ].sort(),
    );
    for (const file of files) {
      const bytes = await variantStore().read(file);
      const metadata = await sharp(bytes ?? Buffer.alloc(0)).metadata();
      expect(file.endsWith(metadata.format === 'heif' ? '.avif' : `.${metadata.format}`)).toBe(
        true,
      );
    }
  });

  it('limits the first-time variants of one address (per /64), never stored ones or the site sizes', async () => {
    const upload = await uploaded(
      sharp({ create: { width: 120, height: 90, channels: 3, background: '#369' } }),
    );
    const greedy = '2001:db8:7:1::10';
    const sameNetwork = '2001:db8:7:1:ffff::99';
    for (const size of OTHER_SIZES.slice(0, MAX_FIRST_TIME_VARIANTS_PER_ADDRESS)) {
      expect((await variantFrom(greedy, upload, query(size))).status).toBe(200);
    }
    const filesBefore = (await variantsOf(upload)).sort();

    const overLimit = OTHER_SIZES[MAX_FIRST_TIME_VARIANTS_PER_ADDRESS];
    for (const address of [greedy, sameNetwork]) {
      const refused = await variantFrom(address, upload, query(overLimit));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/Too many new image sizes/);
    }
    expect((await variantsOf(upload)).sort()).toEqual(filesBefore);

    // Stored variants and the site's own sizes stay open to the same address.
    expect((await variantFrom(greedy, upload, query(OTHER_SIZES[0]))).status).toBe(200);
    expect((await variantFrom(greedy, upload, 'w=50&quality=10&blur=5')).status).toBe(200);
    expect((await variantFrom(greedy, upload, 'w=800')).status).toBe(200);
    // Another address is not held back by this one.
    expect((await variantFrom('203.0.113.40', upload, query(overLimit))).status).toBe(200);
  });
});
