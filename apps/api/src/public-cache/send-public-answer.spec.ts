import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PublicBody } from './cached-answer';
import { PublicCache } from './public-cache';
import { PUBLIC_READ_POLICY, proxyPolicy, sendPublicAnswer } from './send-public-answer';

const HTML = 'text/html; charset=utf-8';
const PAGE = `<!doctype html><ul>${Array.from(
  { length: 200 },
  (_, index) => `<li><a href="/deals/${index}">Deal ${index * 7919}</a></li>`,
).join('')}</ul>`;

/** The app as it registers @fastify/compress (globally, defaults), with public routes answered from one cache. */
async function appWithPublicRoutes(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyCompress);
  const cache = new PublicCache({
    timeZone: 'America/Chicago',
    versions: () => Promise.resolve({ content: 1, clicks: 1 }),
  });
  const bodies: Record<string, PublicBody> = {
    '/page': { status: 200, body: PAGE, contentType: HTML },
    '/small': { status: 200, body: '{"deals":[]}', contentType: 'application/json' },
    '/gone': { status: 404, body: PAGE, contentType: HTML },
    '/outage': { status: 503, body: 'try again soon', contentType: HTML },
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers['x-test-vary']) reply.header('vary', request.headers['x-test-vary']);
    done();
  });
  app.get('/:name', async (request, reply) => {
    const route = `/${(request.params as { name: string }).name}`;
    const answer = await cache.answer({ route, query: '' }, () => Promise.resolve(bodies[route]));
    return sendPublicAnswer(request, reply, answer, PUBLIC_READ_POLICY);
  });
  await app.ready();
  return app;
}

describe('sendPublicAnswer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithPublicRoutes();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('says what a proxy may do with the answer, with its ETag, Vary and type', async () => {
    const response = await get('/page', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400',
    );
    expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[\w-]+"$/);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-type']).toBe(HTML);
  });

  it('writes any policy as Cache-Control', () => {
    expect(proxyPolicy(30, 300).cacheControl).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=300, stale-if-error=86400',
    );
  });

  it('sends brotli, gzip or the body itself as the client takes them, compressed once', async () => {
    const br = await get('/page', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gzip = await get('/page', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE);

    const preferred = await get('/page', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(preferred.headers['content-encoding']).toBe('gzip');

    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await get('/page', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(PAGE);
    }
  });

  it('leaves a client taking only deflate to @fastify/compress, Vary said once', async () => {
    const response = await get('/page', { 'accept-encoding': 'deflate' });
    expect(response.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(response.rawPayload).toString()).toBe(PAGE);
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('never compresses an answer under 1024 bytes', async () => {
    const response = await get('/small', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('{"deals":[]}');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-type']).toBe('application/json');
  });

  it('answers 304 without a body when the client holds the same ETag', async () => {
    const { etag } = (await get('/page')).headers as { etag: string };
    const strong = etag.slice(2);
    for (const ifNoneMatch of [etag, strong, `W/"other", ${etag}`, '*']) {
      const response = await get('/page', {
        'if-none-match': ifNoneMatch,
        'accept-encoding': 'br',
      });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe(PUBLIC_READ_POLICY.cacheControl);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });

  it('answers 304 to a client that sends only If-Modified-Since, as many feed readers do', async () => {
    const first = await get('/page');
    const lastModified = first.headers['last-modified'] as string;
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect((await get('/page', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get('/page', { 'if-modified-since': earlier })).statusCode).toBe(200);
  });

  it('sends the body when the ETag differs or the client asks for an end-to-end reload', async () => {
    const { etag } = (await get('/page')).headers as { etag: string };
    expect((await get('/page', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    const reload = await get('/page', { 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect(reload.statusCode).toBe(200);
    expect(reload.body).toBe(PAGE);
  });

  it('sends another status as it is, never as a 304', async () => {
    const first = await get('/gone');
    expect(first.statusCode).toBe(404);
    const again = await get('/gone', {
      'if-none-match': first.headers.etag as string,
      'accept-encoding': 'gzip',
    });
    expect(again.statusCode).toBe(404);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(again.rawPayload).toString()).toBe(PAGE);
    expect(again.headers['cache-control']).toBe(PUBLIC_READ_POLICY.cacheControl);
  });

  it('lets no shared cache keep a server error', async () => {
    const response = await get('/outage');
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('adds Accept-Encoding to a Vary set before', async () => {
    const response = await get('/page', { 'x-test-vary': 'Origin' });
    expect(response.headers.vary).toBe('Origin, accept-encoding');
    const already = await get('/page', { 'x-test-vary': 'Accept-Encoding' });
    expect(already.headers.vary).toBe('Accept-Encoding');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/page',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.etag).toMatch(/^W\//);
    expect(response.rawPayload.length).toBe(0);
  });
});
