import { randomBytes, randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { FakeGraphApi, graphPost } from '@deal-site/facebook-source/testing';
import { TEST_REDIS_URL, randomQueuePrefix } from '@deal-site/jobs/testing';
import { startLocalS3Server, type LocalS3Server } from '@deal-site/image-store/testing';
import { createConnection } from 'mysql2/promise';
import sharp from 'sharp';
import request from 'supertest';
import { TEST_PASSWORD, randomTestAddress, sessionCookie } from '../../test/auth-helpers';
import {
  startBuiltServer,
  startBuiltWorker,
  type BuiltProcess,
  type BuiltServer,
} from '../../test/built-server';
import { startDocumentedNginx, startNginx, type NginxProxy } from '../../test/nginx-proxy';
import { rawRequest } from '../../test/raw-http';
import { createMysqlDatabase, type TestDatabase } from '../../test/test-databases';

/** A POST through nginx from a loopback address of its own, as a visitor's own machine would be. */
async function postFrom(
  localAddress: string,
  url: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<number> {
  const target = new URL(url);
  const payload = JSON.stringify(body);
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const call = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      resolve,
    );
    call.on('error', reject);
    call.end(payload);
  });
  response.resume();
  return response.statusCode ?? 0;
}

/**
 * A POST of `body` as one buffer, answered or refused: nginx may answer before it has read the
 * whole body, and a write that fails after the answer came does not matter.
 */
async function postBytes(
  url: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  const target = new URL(url);
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const call = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'content-length': String(body.length), ...headers },
      },
      resolve,
    );
    call.on('error', reject);
    call.end(body);
  });
  let text = '';
  for await (const chunk of response) text += String(chunk);
  return { status: response.statusCode ?? 0, headers: response.headers, text };
}

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

// The security headers of a page or an asset (apps/api/src/security-headers.ts, helmet's names).
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const securityHeadersOf = (headers: Headers | IncomingHttpHeaders) =>
  Object.fromEntries(
    SECURITY_HEADERS.flatMap((name) => {
      const value = headers instanceof Headers ? headers.get(name) : headers[name];
      return value === null || value === undefined ? [] : [[name, String(value)]];
    }),
  );

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const builtAssetsDir = resolve(__dirname, '../../../../dist/apps/web/client/assets');

describe('two API processes and two workers on one MariaDB, one Redis and one S3 bucket', () => {
  let s3: LocalS3Server;
  let graph: FakeGraphApi;
  let database: TestDatabase;
  let env: Record<string, string>;
  const apis: BuiltServer[] = [];
  const workers: BuiltProcess[] = [];
  let curator: string;

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    graph = await new FakeGraphApi().start();
    database = await createMysqlDatabase();
    if (database.config.dialect !== 'mysql') throw new Error('a MariaDB database was expected');
    env = {
      DATABASE_URL: database.config.url,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: randomQueuePrefix(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      // One site for both: its origin is part of every visitor's hash.
      PUBLIC_URL: 'http://deals.test',
      LOG_LEVEL: 'warn',
      FACEBOOK_PAGE_ID: graph.pageId,
      FACEBOOK_ACCESS_TOKEN: graph.accessToken,
      FACEBOOK_GRAPH_URL: graph.graphUrl,
      ...s3.env,
    };
    // One after the other: the first runs the migrations.
    apis.push(await startBuiltServer(env));
    apis.push(await startBuiltServer(env));
    workers.push(await startBuiltWorker(env), await startBuiltWorker(env));
    const registered = await request(apis[0].baseUrl)
      .post('/api/register')
      // An address of this run's own: Redis keeps the sign-up limit between runs.
      .set('X-Forwarded-For', randomTestAddress())
      .send({ username: 'the.curator', password: TEST_PASSWORD });
    expect(registered.status).toBe(200);
    curator = sessionCookie(registered);
  }, 120_000);

  afterAll(async () => {
    for (const process of [...workers, ...apis]) await process.stop();
    await database?.drop();
    await s3?.close();
    await graph?.stop();
  });

  const api = (index: number) => request(apis[index].baseUrl);

  it('serves a deal written through one process from the other at once', async () => {
    const listedBy = async (index: number) =>
      JSON.stringify((await api(index).get('/api/deals')).body);
    // The second process has an answer cached and its data version freshly read.
    expect(await listedBy(1)).not.toContain('Twin Kayak');
    const created = await api(0)
      .post('/api/deals')
      .set('Cookie', curator)
      .send({ title: 'Twin Kayak', price: '199.99', affiliateLink: 'https://shop.example/kayak' });
    expect(created.status).toBe(201);
    expect(await listedBy(1)).toContain('Twin Kayak');
    expect((await api(1).get('/')).text).toContain('Twin Kayak');

    const edited = await api(1)
      .put(`/api/deals/${String(created.body.id)}`)
      .set('Cookie', curator)
      .send({ title: 'Twin Kayak, two paddles' });
    expect(edited.status).toBe(200);
    expect(await listedBy(0)).toContain('Twin Kayak, two paddles');
  });

  it('serves an image uploaded through one process from the other', async () => {
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#c83' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await api(0)
      .post('/api/upload')
      .set('Cookie', curator)
      .attach('image', jpeg, { filename: 'kayak.jpg', contentType: 'image/jpeg' });
    expect(uploaded.status).toBe(201);
    const name = nameOf(uploaded.body.url as string);
    const original = await api(1).get(`/uploads/${name}`).buffer(true);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const variant = await api(1).get(`/api/images/${name}?w=400`);
    expect(variant.status).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    // The variant the second process made is the first process's too.
    const again = await api(0).get(`/api/images/${name}?w=400`);
    expect(again.headers.etag).toBe(variant.headers.etag);
  });

  it('holds the login limits across both processes', async () => {
    // Redis keeps counters between runs: addresses of this run's own.
    const [blocked, other] = [randomTestAddress(), randomTestAddress()];
    const attempt = (index: number, address: string, password: string) =>
      api(index)
        .post('/api/login')
        .set('X-Forwarded-For', address)
        .send({ username: 'the.curator', password });
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await attempt(failure % 2, blocked, 'wrong password')).status).toBe(401);
    }
    expect((await attempt(0, blocked, TEST_PASSWORD)).status).toBe(429);
    expect((await attempt(1, blocked, TEST_PASSWORD)).status).toBe(429);
    expect((await attempt(1, other, TEST_PASSWORD)).status).toBe(200);
  });

  it('holds the registration limit across both processes', async () => {
    const address = randomTestAddress();
    const register = (index: number, username: string) =>
      api(index)
        .post('/api/register')
        .set('X-Forwarded-For', address)
        .send({ username, password: TEST_PASSWORD });
    for (let account = 0; account < 10; account += 1) {
      expect((await register(account % 2, `visitor.${account}`)).status).toBe(200);
    }
    expect((await register(0, 'visitor.10')).status).toBe(429);
    expect((await register(1, 'visitor.11')).status).toBe(429);
  });

  it('runs an import asked of both processes at once one time, on one of the two workers', async () => {
    graph.posts = ['Camp stove', 'Trail lamp', 'Dry bag'].map((title, index) =>
      graphPost(
        `two_processes_${index}`,
        `${title}\n$${index + 10}.99\nhttps://shop.example/${index}`,
        {
          minutesAgo: 5,
        },
      ),
    );
    const feedReadsBefore = graph.requests.filter((path) =>
      path.includes('/published_posts'),
    ).length;
    const answers = await Promise.all(
      [0, 1].map((index) => api(index).get('/api/scheduled-import').set('Cookie', curator)),
    );
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    // Both callers get the one run's counts; the later one is told it joined a run under way.
    expect(answers.map(({ body }) => body.imported as number)).toEqual([3, 3]);
    expect(
      graph.requests.filter((path) => path.includes('/published_posts')).length - feedReadsBefore,
    ).toBe(1);
    const titles = ((await api(1).get('/api/deals')).body.deals as { title: string }[]).map(
      ({ title }) => title,
    );
    for (const title of ['Camp stove', 'Trail lamp', 'Dry bag'])
      expect(titles.filter((listed) => listed === title)).toHaveLength(1);
  });

  describe('behind nginx (the generated configuration)', () => {
    let nginx: NginxProxy;

    beforeAll(async () => {
      nginx = await startNginx(apis.map(({ port }) => port));
    });
    afterAll(() => nginx?.stop());

    it("sees two visitors as two addresses, and a client's own X-Forwarded-For picks nothing", async () => {
      // Loopback addresses of this run's own (Redis keeps limits between runs).
      const loopback = () => `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const [first, second] = [loopback(), loopback()];
      const login = (from: string, password: string, headers?: Record<string, string>) =>
        postFrom(
          from,
          `${nginx.baseUrl}/api/login`,
          { username: 'the.curator', password },
          headers,
        );
      for (let failure = 0; failure < 5; failure += 1) {
        expect(await login(first, 'wrong password')).toBe(401);
      }
      expect(await login(first, TEST_PASSWORD)).toBe(429);
      expect(await login(first, TEST_PASSWORD, { 'X-Forwarded-For': second })).toBe(429);
      expect(await login(second, TEST_PASSWORD)).toBe(200);
    });

    it('answers every GET while the API processes restart one after the other', async () => {
      const statuses: number[] = [];
      let loading = true;
      const load = async (path: string) => {
        while (loading) {
          const response = await fetch(`${nginx.baseUrl}${path}`).catch(() => null);
          statuses.push(response?.status ?? 0);
          await response?.arrayBuffer();
        }
      };
      const loops = [load('/'), load('/api/deals'), load('/fashion')];
      for (const index of [0, 1]) {
        const { port } = apis[index];
        expect(await apis[index].stop('SIGTERM')).toBe(0);
        apis[index] = await startBuiltServer(env, port);
        // As the README's rolling restart says. nginx sets a failed replica aside for fail_timeout
        // (2 s) on a clock of whole seconds, so for up to 3 s: stopping the next one sooner can
        // leave no replica to answer.
        await new Promise((wake) => setTimeout(wake, 4_000));
      }
      loading = false;
      await Promise.all(loops);
      expect(statuses.length).toBeGreaterThan(20);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    });
  });

  describe('behind nginx with its page cache', () => {
    let nginx: NginxProxy;

    beforeAll(async () => {
      nginx = await startNginx(
        apis.map(({ port }) => port),
        { cache: true },
      );
    });
    afterAll(() => nginx?.stop());

    it('counts a GET of /go/{id} through nginx as a click, and a HEAD as none', async () => {
      const created = await api(0)
        .post('/api/deals')
        .set('Cookie', curator)
        .send({ title: 'Headed for the shop', affiliateLink: 'https://shop.example/head' });
      const dealId = created.body.id as number;
      // node:http sends no Fetch Metadata, as a mail app's click (fetch would say mode cors,
      // which /go/ counts as another site's load, not a visitor's navigation).
      const go = (method: string) =>
        rawRequest(nginx.baseUrl, `/go/${dealId}`, {
          method,
          headers: { 'User-Agent': `${BROWSER} head-${dealId}` },
        });
      expect((await go('HEAD')).status).toBe(302);
      expect((await go('GET')).status).toBe(302);
      const connection = await createConnection({ uri: env.DATABASE_URL });
      try {
        const clicks = async () => {
          const [rows] = await connection.query('SELECT `clicks` FROM `deals` WHERE `id` = ?', [
            dealId,
          ]);
          return (rows as { clicks: number }[])[0].clicks;
        };
        const deadline = Date.now() + 10_000;
        while ((await clicks()) === 0 && Date.now() < deadline) {
          await new Promise((wake) => setTimeout(wake, 200));
        }
        // Clicks are written each second: a counted HEAD would have been written by now.
        await new Promise((wake) => setTimeout(wake, 2_500));
        expect(await clicks()).toBe(1);
      } finally {
        await connection.end();
      }
    });

    it('refuses a 2 MB body itself, with its own security headers, except on the upload route', async () => {
      const refused = await postBytes(`${nginx.baseUrl}/api/login`, Buffer.alloc(2 << 20, 32), {
        'content-type': 'application/json',
      });
      expect(refused.status).toBe(413);
      // nginx's page, not the app's JSON: the body never reached a replica.
      expect(refused.headers['content-type']).toBe('text/html');
      expect(refused.text).toContain('<center>nginx</center>');
      expect(securityHeadersOf(refused.headers)).toEqual(
        securityHeadersOf((await fetch(`${apis[0].baseUrl}/`)).headers),
      );

      const jpeg = await sharp(randomBytes(1200 * 1000 * 3), {
        raw: { width: 1200, height: 1000, channels: 3 },
      })
        .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
        .toBuffer();
      expect(jpeg.length).toBeGreaterThan(2 << 20);
      const boundary = `deal-upload-${randomInt(1e9)}`;
      const multipart = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="noise.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        jpeg,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const uploaded = await postBytes(`${nginx.baseUrl}/api/upload`, multipart, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: curator,
      });
      expect(uploaded.status).toBe(201);
    });

    it("serves assets itself with the app's security headers, and adds none to the app's answers", async () => {
      const asset = readdirSync(builtAssetsDir).find((name) => name.endsWith('.js'));
      if (!asset) throw new Error(`no built script in ${builtAssetsDir}`);
      const fromApp = await fetch(`${apis[0].baseUrl}/assets/${asset}`);
      const fromNginx = await fetch(`${nginx.baseUrl}/assets/${asset}`);
      expect(fromNginx.status).toBe(200);
      // nginx's own ETag (mtime-size in hex), not @fastify/static's: the file came from nginx.
      expect(fromNginx.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(fromNginx.headers.get('etag')).not.toBe(fromApp.headers.get('etag'));
      expect(securityHeadersOf(fromApp.headers)).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(securityHeadersOf(fromNginx.headers)).toEqual(securityHeadersOf(fromApp.headers));

      // A page (cached location), the API's lean set, a tracked link and a missing asset.
      for (const path of ['/', '/api/deals', '/go/999999', '/assets/missing.js']) {
        const direct = await fetch(`${apis[0].baseUrl}${path}`, { redirect: 'manual' });
        const proxied = await fetch(`${nginx.baseUrl}${path}`, { redirect: 'manual' });
        expect([path, proxied.status]).toEqual([path, direct.status]);
        expect([path, securityHeadersOf(proxied.headers)]).toEqual([
          path,
          securityHeadersOf(direct.headers),
        ]);
      }
    });
  });

  it('starts nginx from the lines the docs give, on a new prefix', async () => {
    const nginx = await startDocumentedNginx(apis[1].port);
    try {
      expect((await fetch(`${nginx.baseUrl}/healthz`)).status).toBe(200);
      // Above nginx's 16 KB buffer, the body goes to client_body_temp: the workers can write it
      // (else nginx answers 500), and the app, which reads all 60 KB, answers the login itself.
      const login = JSON.stringify({ username: 'documented', password: 'p'.repeat(60 << 10) });
      const body = await postBytes(`${nginx.baseUrl}/api/login`, Buffer.from(login), {
        'content-type': 'application/json',
      });
      expect([400, 401]).toContain(body.status);
      expect(body.headers['content-type']).toMatch(/^application\/json/);
      const asset = readdirSync(builtAssetsDir).find((name) => name.endsWith('.js'));
      const served = await fetch(`${nginx.baseUrl}/assets/${asset}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await nginx.stop();
    }
  });

  it('stores every click a process answered before SIGTERM, one visitor at most 3 times', async () => {
    const created = await api(0)
      .post('/api/deals')
      .set('Cookie', curator)
      .send({ title: 'Clicked before the restart', affiliateLink: 'https://shop.example/c' });
    const dealId = created.body.id as number;
    const clicks = 40;
    for (let click = 0; click < clicks; click += 1) {
      const answered = await api(click % 2)
        .post(`/api/deals/${dealId}/click`)
        .set('User-Agent', `Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0 visitor-${click}`)
        .set('X-Forwarded-For', `192.0.2.${click + 1}`);
      expect(answered.status).toBe(200);
    }
    // One visitor pressing six times, three on each process: the cap of 3 holds across both.
    const capped = await api(0)
      .post('/api/deals')
      .set('Cookie', curator)
      .send({ title: 'Pressed by one visitor', affiliateLink: 'https://shop.example/v' });
    const cappedId = capped.body.id as number;
    for (let press = 0; press < 6; press += 1) {
      const answered = await api(press % 2)
        .post(`/api/deals/${cappedId}/click`)
        .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0 one-visitor')
        .set('X-Forwarded-For', '192.0.2.200');
      expect(answered.status).toBe(200);
    }
    expect(await apis[0].stop('SIGTERM')).toBe(0);
    expect(await apis[1].stop('SIGTERM')).toBe(0);
    const connection = await createConnection({ uri: env.DATABASE_URL });
    try {
      const [rows] = await connection.query('SELECT `clicks` FROM `deals` WHERE `id` = ?', [
        dealId,
      ]);
      expect((rows as { clicks: number }[])[0].clicks).toBe(clicks);
      const [cappedRows] = await connection.query('SELECT `clicks` FROM `deals` WHERE `id` = ?', [
        cappedId,
      ]);
      expect((cappedRows as { clicks: number }[])[0].clicks).toBe(3);
    } finally {
      await connection.end();
    }
  });
});
