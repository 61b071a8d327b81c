// The fs.promises object itself (a namespace import would be a copy the spy cannot reach).
import { promises as fsPromises, readdirSync, utimesSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { signedInAs } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import type { TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { CLEANUP_GRACE_MS, findAndDeleteUnusedUploads } from './image-cleanup';
import type { ImageStore } from '@deal-site/image-store';
import type { LocalS3Server } from '@deal-site/image-store/testing';
import { startImageStoreTestApp, type ImageStoreTestApp } from '../../../test/image-store-app';
import { dealImageReferences } from './image-references';
import { isVariantName } from './image-variants';

const solid = (width: number, height: number, background = '#2a7') =>
  sharp({ create: { width, height, channels: 3, background } });

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

// Every dialect on the disk store; the S3 store (s3rver on loopback) on SQLite.
const SETUPS = [
  ...DIALECTS.map((dialect) => [dialect, 'disk'] as const),
  ['sqlite', 's3'] as const,
];

describe.each(SETUPS)('images on %s, %s store', (dialect, storeKind) => {
  let testApp: TestApp;
  let running: ImageStoreTestApp;
  let s3: LocalS3Server | null = null;
  let curator: string;
  let visitor: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    running = await startImageStoreTestApp(dialect, storeKind);
    ({ testApp, s3 } = running);
    curator = await signedInAs(testApp.app, 'image.curator');
    visitor = await signedInAs(testApp.app, 'image.visitor');
    jpeg = await solid(1600, 900).jpeg().toBuffer();
  });

  afterAll(() => running?.close());

  /** A GET whose path goes out byte for byte: no client-side resolving of `..` or `\\`. */
  async function rawGet(path: string) {
    const { port } = new URL(testApp.baseUrl);
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet({ host: '127.0.0.1', port, path }, resolve).on('error', reject),
    );
    let body = '';
    for await (const chunk of response) body += String(chunk);
    return { status: response.statusCode, contentType: response.headers['content-type'], body };
  }

  const api = () => request(testApp.app);
  const uploadsStore = () => testApp.services.images.uploads;
  const storedFiles = async () => (await uploadsStore().list()).sort();
  const storedVariants = () =>
    testApp.services.images.storage.store('image-variants', isVariantName).list();

  function upload(files: { data: Buffer; name: string; type?: string }[], cookie = curator) {
    const call = api().post('/api/upload').set('Cookie', cookie);
    for (const file of files) {
      call.attach('image', file.data, {
        filename: file.name,
        contentType: file.type ?? 'image/jpeg',
      });
    }
    return call;
  }

  async function uploaded(data = jpeg): Promise<string> {
    const response = await upload([{ data, name: 'photo.jpg' }]);
    expect(response.status).toBe(201);
    return nameOf(response.body.url);
  }

  async function expectRefusedWithNothingStored(
    files: { data: Buffer; name: string; type?: string }[],
    status: number,
    message: string | RegExp,
  ) {
    const before = await storedFiles();
    const response = await upload(files);
    expect(response.status).toBe(status);
    expect(response.body.message).toMatch(message);
    expect(await storedFiles()).toEqual(before);
  }

  describe('POST /api/upload', () => {
    it('stores each image under a server-made name and answers its URL', async () => {
      const png = await solid(30, 30).png().toBuffer();
      const response = await upload([
        { data: jpeg, name: 'one.jpg' },
        { data: png, name: '../../../evil.png', type: 'image/png' },
      ]);
      expect(response.status).toBe(201);
      expect(response.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
      expect(response.body.urls).toHaveLength(2);
      expect(response.body.urls[1]).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
      expect(await storedFiles()).toEqual(expect.arrayContaining(response.body.urls.map(nameOf)));
    });

    it('refuses anonymous callers and visitors', async () => {
      const anonymous = await api().post('/api/upload').attach('image', jpeg, 'a.jpg');
      expect(anonymous.status).toBe(401);
      expect((await upload([{ data: jpeg, name: 'a.jpg' }], visitor)).status).toBe(403);
    });

    it('refuses text dressed as a JPEG, judging the bytes rather than the name or type', () =>
      expectRefusedWithNothingStored(
        [{ data: Buffer.from('definitely not a picture'), name: 'photo.jpg' }],
        400,
        'photo.jpg is not a JPEG, PNG, WebP, GIF or AVIF image',
      ));

    it('refuses an SVG carrying a script, even labelled as one', () =>
      expectRefusedWithNothingStored(
        [{ data: SVG_WITH_SCRIPT, name: 'logo.svg', type: 'image/svg+xml' }],
        400,
        'SVG is not accepted',
      ));

    it('stores nothing when one file of several is bad', () =>
      expectRefusedWithNothingStored(
        [
          { data: jpeg, name: 'good.jpg' },
          { data: SVG_WITH_SCRIPT, name: 'bad.jpg' },
        ],
        400,
        'bad.jpg is not',
      ));

    it('answers 413 for a file over 10 MB', () =>
      expectRefusedWithNothingStored(
        [{ data: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]), name: 'huge.jpg' }],
        413,
        'at most 10 MB',
      ));

    it('answers 413 for more than 10 files in one request', () =>
      expectRefusedWithNothingStored(
        Array.from({ length: 11 }, (_, i) => ({ data: jpeg, name: `p${i}.jpg` })),
        413,
        'At most 10 images',
      ));

    it('refuses an image of more than 40 megapixels before decoding it', async () => {
      const tooBig = await solid(8000, 5001).png({ compressionLevel: 9 }).toBuffer();
      await expectRefusedWithNothingStored(
        [{ data: tooBig, name: 'poster.png', type: 'image/png' }],
        400,
        'more than 40 megapixels',
      );
    });

    it('answers 400 for a request without an image field', async () => {
      const response = await api()
        .post('/api/upload')
        .set('Cookie', curator)
        .attach('photo', jpeg, 'a.jpg');
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('"image"');
      const notMultipart = await api().post('/api/upload').set('Cookie', curator).send({});
      expect(notMultipart.status).toBe(400);
    });
  });

  describe('GET /api/images/:file and /uploads/:file', () => {
    it('serves a resized WebP with immutable caching, a strong ETag and Vary: Accept', async () => {
      const name = await uploaded();
      const response = await api().get(`/api/images/${name}?w=390&quality=60`).buffer(true);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers.vary).toMatch(/Accept/);
      const metadata = await sharp(response.body as Buffer).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', 400]);
    });

    it('answers AVIF to a browser that accepts it', async () => {
      const name = await uploaded();
      const response = await api()
        .get(`/api/images/${name}?w=200`)
        .set('Accept', 'image/avif,image/webp,*/*')
        .buffer(true);
      expect(response.headers['content-type']).toBe('image/avif');
      expect((await sharp(response.body as Buffer).metadata()).width).toBe(200);
    });

    it('answers 304 to a matching If-None-Match, on variants and originals', async () => {
      const name = await uploaded();
      for (const path of [`/api/images/${name}?w=50&quality=10&blur=5`, `/uploads/${name}`]) {
        const first = await api().get(path);
        expect(first.status).toBe(200);
        const again = await api().get(path).set('If-None-Match', first.headers.etag);
        expect(again.status).toBe(304);
        expect(again.headers.etag).toBe(first.headers.etag);
        expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('serves the stored original, without its metadata', async () => {
      const tagged = await solid(50, 40)
        .jpeg()
        .withExif({ IFD0: { Make: 'SpyCam' } })
        .toBuffer();
      const name = await uploaded(tagged);
      const response = await api().get(`/uploads/${name}`).buffer(true);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect((response.body as Buffer).includes('SpyCam')).toBe(false);
    });

    it('makes one variant for many concurrent requests, then serves it from the cache', async () => {
      const name = await uploaded(await solid(2400, 1600, '#345').jpeg().toBuffer());
      const resizes = jest.spyOn(sharp.prototype, 'resize');
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => api().get(`/api/images/${name}?w=800`)),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
      expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
      await api().get(`/api/images/${name}?w=800`).expect(200);
      expect(resizes).toHaveBeenCalledTimes(1);
      resizes.mockRestore();
    });

    it('serves a hot variant from memory with the headers and bytes of its first answer', async () => {
      const name = await uploaded();
      const path = `/api/images/${name}?w=200&quality=50`;
      const made = await api().get(path).buffer(true);
      // Both folders' stores are of one class: the disk's, or S3's.
      const storeReads = jest.spyOn(Object.getPrototypeOf(uploadsStore()) as ImageStore, 'read');
      const resizes = jest.spyOn(sharp.prototype, 'resize');
      try {
        const hot = await api().get(path).buffer(true);
        const { date: _madeDate, ...madeHeaders } = made.headers;
        const { date: _hotDate, ...hotHeaders } = hot.headers;
        expect(hotHeaders).toEqual(madeHeaders);
        expect(Buffer.compare(hot.body as Buffer, made.body as Buffer)).toBe(0);

        const revalidated = await api().get(path).set('If-None-Match', made.headers.etag);
        expect(revalidated.status).toBe(304);
        const head = await api().head(path);
        expect([head.status, head.headers['content-length']]).toEqual([
          200,
          made.headers['content-length'],
        ]);
        expect(storeReads).not.toHaveBeenCalled();
        expect(resizes).not.toHaveBeenCalled();
        // Another quality level is another variant, not yet in memory.
        expect((await api().get(`/api/images/${name}?w=200&quality=90`)).status).toBe(200);
        expect(resizes).toHaveBeenCalledTimes(1);
        expect((await api().get(`${path}&w=400`)).status).toBe(400);
      } finally {
        storeReads.mockRestore();
        resizes.mockRestore();
      }
    });

    it('answers images with only the headers an image needs, nosniff included', async () => {
      const name = await uploaded();
      const variantPath = `/api/images/${name}?w=200`;
      await api().get(variantPath).expect(200);
      const byTransport = ['date', 'connection', 'keep-alive', 'transfer-encoding'];
      const namesOf = (headers: Record<string, string>) =>
        Object.keys(headers)
          .filter((header) => !byTransport.includes(header))
          .sort();
      const imageHeaders = [
        'cache-control',
        'content-length',
        'content-type',
        'cross-origin-resource-policy',
        'etag',
        'x-content-type-options',
      ];
      for (const response of [
        await api().get(variantPath),
        await api().get(`${variantPath}&blur=5`),
      ]) {
        expect(namesOf(response.headers)).toEqual([...imageHeaders, 'vary'].sort());
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(response.headers.vary).toBe('Accept');
      }
      const original = await api().get(`/uploads/${name}`);
      expect(namesOf(original.headers)).toEqual(imageHeaders);
      expect(original.headers['x-content-type-options']).toBe('nosniff');
      // Errors are ordinary API answers, with the API's security headers.
      const missing = await api().get(`/api/images/${'0'.repeat(32)}.jpg?w=200`);
      expect(missing.status).toBe(404);
      expect(missing.headers['content-security-policy']).toContain("default-src 'none'");
    });

    it('snaps quality and blur to a few levels, so near values share one variant', async () => {
      const name = await uploaded();
      const first = await api().get(`/api/images/${name}?w=400&quality=71&blur=4`);
      const second = await api().get(`/api/images/${name}?w=400&quality=78&blur=6`);
      expect(second.headers.etag).toBe(first.headers.etag);
      const variants = (await storedVariants()).filter((file) => file.startsWith(`${name}.`));
      expect(variants).toEqual([`${name}.w400.q75.b5.webp`]);
    });

    it('answers 400 for non-numeric resize parameters', async () => {
      const name = await uploaded();
      for (const [query, message] of [
        ['w=wide', 'w must be a number'],
        ['quality=high', 'quality must be a number'],
        ['blur=1e9', 'blur must be a number'],
        ['w=400&w=800', 'w must be given once'],
      ]) {
        const response = await api().get(`/api/images/${name}?${query}`);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      }
    });

    it('answers 404 for a well-formed name that is not stored', async () => {
      const missing = `${'0'.repeat(32)}.jpg`;
      expect((await api().get(`/api/images/${missing}`)).status).toBe(404);
      expect((await api().get(`/uploads/${missing}`)).status).toBe(404);
    });

    it.each([
      '../../../../etc/passwd',
      '..%2f..%2f..%2fetc%2fpasswd',
      '..%5c..%5cconfig.ts',
      '..\\..\\etc\\passwd',
      '%2fetc%2fpasswd',
      '/etc/passwd',
      '..',
      '.tmp-0123456789abcdef',
      'jwt-secret',
      '%2e%2e%2fjwt-secret',
    ])('never leaves the uploads folder for %s', async (path) => {
      for (const route of ['/api/images/', '/uploads/']) {
        const response = await rawGet(`${route}${path}`);
        expect([400, 404]).toContain(response.status);
        // /uploads is outside the API, so its errors may be the site's error page.
        if (route.startsWith('/api/')) expect(response.contentType).toMatch(/application\/json/);
        expect(response.body).not.toMatch(/root:|[A-Za-z0-9_-]{40,}/);
      }
    });
  });

  // A full disk, injected as the ENOSPC the second file's write gets.
  if (storeKind === 'disk')
    describe('when the disk fills up during an upload', () => {
      it('answers 507, keeps no file of the upload, and goes on serving', async () => {
        const uploadsDir = join(testApp.config.dataDir, 'uploads');
        const before = await storedFiles();
        const realOpen = fsPromises.open;
        let opened = 0;
        const secondWriteFails = jest
          .spyOn(fsPromises, 'open')
          .mockImplementation(async (...args: Parameters<typeof realOpen>) => {
            const handle = await realOpen(...args);
            opened += 1;
            if (opened === 2) {
              handle.writeFile = () =>
                Promise.reject(
                  Object.assign(new Error('ENOSPC: no space left on device, write'), {
                    code: 'ENOSPC',
                  }),
                );
            }
            return handle;
          });
        try {
          const refused = await upload([
            { data: jpeg, name: 'first.jpg' },
            { data: await solid(300, 200, '#137').jpeg().toBuffer(), name: 'second.jpg' },
          ]);
          expect(refused.status).toBe(507);
          expect(refused.body).toEqual({
            message: 'The server has no room to store images just now. Try again later.',
          });
        } finally {
          secondWriteFails.mockRestore();
        }
        expect(opened).toBe(2);
        expect(await storedFiles()).toEqual(before);
        expect(readdirSync(uploadsDir).filter((file) => file.startsWith('.tmp-'))).toEqual([]);
        expect((await upload([{ data: jpeg, name: 'after.jpg' }])).status).toBe(201);
      });
    });

  // The S3 server going away: uploads wait, hot variants go on, and nothing needs a restart.
  if (storeKind === 's3')
    describe('while the S3 server is down', () => {
      it('answers uploads 503 with Retry-After, serves hot variants, and recovers by itself', async () => {
        const name = await uploaded();
        const hotPath = `/api/images/${name}?w=400`;
        await api().get(hotPath).expect(200);
        const before = await storedFiles();
        await s3!.stop();
        try {
          const refused = await upload([{ data: jpeg, name: 'during-outage.jpg' }]);
          expect(refused.status).toBe(503);
          expect(refused.headers['retry-after']).toBe('5');
          expect(refused.body.message).toMatch(/Image storage is unavailable/);
          expect((await api().get(hotPath)).status).toBe(200);
        } finally {
          await s3!.restart();
        }
        expect(await storedFiles()).toEqual(before);
        const after = await upload([{ data: jpeg, name: 'after-outage.jpg' }]);
        expect(after.status).toBe(201);
        await api()
          .get(`/uploads/${nameOf(after.body.url)}`)
          .expect(200);
      });
    });

  describe('POST /api/cleanup-images', () => {
    // S3 keeps its own LastModified, so on S3 the cleanup runs a grace period and a minute ahead.
    let cleanupClockAhead = 0;
    const ageAllUploads = () => {
      if (storeKind === 's3') {
        cleanupClockAhead = CLEANUP_GRACE_MS + 60_000;
        return;
      }
      const uploadsDir = join(testApp.config.dataDir, 'uploads');
      const past = (Date.now() - CLEANUP_GRACE_MS - 60_000) / 1000;
      for (const file of readdirSync(uploadsDir)) utimesSync(join(uploadsDir, file), past, past);
    };
    const runCleanup = async () =>
      cleanupClockAhead
        ? {
            status: 200,
            body: {
              deletedCount: await testApp.services.images.deleteUnusedUploads(
                Date.now() + cleanupClockAhead,
              ),
            },
          }
        : api().post('/api/cleanup-images').set('Cookie', curator);

    it('is for curators only', async () => {
      expect((await api().post('/api/cleanup-images')).status).toBe(401);
      expect((await api().post('/api/cleanup-images').set('Cookie', visitor)).status).toBe(403);
    });

    it('deletes only unreferenced uploads past the grace period, with their variants', async () => {
      const active = await uploaded();
      const archived = await uploaded();
      const second = await uploaded();
      const unused = await uploaded();
      await insertDeal(testApp.dataSource, { imageUrl: `/uploads/${active}` });
      await insertDeal(testApp.dataSource, {
        imageUrl: `https://cdn.example/x.jpg,/api/images/${archived}?w=400,${second}`,
        active: false,
      });
      await api().get(`/api/images/${unused}?w=200`).expect(200);
      await api().get(`/api/images/${active}?w=200`).expect(200);
      ageAllUploads();
      // An upload within the grace period stays (on disk, where the test can age the others).
      const fresh = storeKind === 'disk' ? [await uploaded()] : [];

      const response = await runCleanup();
      expect(response.status).toBe(200);
      expect(response.body.deletedCount).toBeGreaterThanOrEqual(1);

      const left = await storedFiles();
      expect(left).toEqual(expect.arrayContaining([active, archived, second, ...fresh]));
      expect(left).not.toContain(unused);
      const variants = await storedVariants();
      expect(variants.some((file) => file.startsWith(`${unused}.`))).toBe(false);
      expect(variants.some((file) => file.startsWith(`${active}.`))).toBe(true);
      expect((await api().get(`/api/images/${unused}?w=200`)).status).toBe(404);
      expect((await api().get(`/api/images/${active}?w=200`)).status).toBe(200);

      const again = await runCleanup();
      expect(again.body).toEqual({ deletedCount: 0 });
    });

    it('keeps an upload that a deal saved during the cleanup references', async () => {
      const name = await uploaded();
      ageAllUploads();
      const references = dealImageReferences(testApp.dataSource);
      const racing = {
        ...references,
        // The deal is saved after the full reference scan, before the deletes.
        all: async () => {
          const seen = await references.all();
          await insertDeal(testApp.dataSource, { imageUrl: `/uploads/${name}` });
          return seen;
        },
      };
      const deleted = await findAndDeleteUnusedUploads(
        uploadsStore(),
        racing,
        Date.now() + cleanupClockAhead,
      );
      expect(deleted.has(name)).toBe(false);
      expect(await storedFiles()).toContain(name);
    });
  });
});
