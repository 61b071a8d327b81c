import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rawRequest, withoutDate } from '../../test/raw-http';
import { SESSION_COOKIE } from '../modules/auth/session-cookie';
import { securityHeaders } from '../security-headers';
import { sendCachedPage } from './cached-page-response';
import { PageFastPath } from './page-fast-path';
import { RenderCache, type RenderedPage } from './render-cache';

const VERSIONS = { content: 1, clicks: 1 };

/** The full stack in front of cached pages (security headers, compression, cookies) and the fast path ahead of it. */
function pageStack() {
  const rendered: string[] = [];
  const render = (url: string): Promise<RenderedPage> => {
    rendered.push(url);
    return Promise.resolve({ status: 200, html: `<main>${url}</main>`.repeat(200) });
  };
  const cache = new RenderCache({
    timeZone: 'America/Chicago',
    versions: () => Promise.resolve(VERSIONS),
  });
  const fastPath = new PageFastPath(cache, () => VERSIONS);
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders({ dev: false, https: false }), compression(), cookieParser());
  app.get(/.*/, async (req, res) => {
    const page = await cache.page(req.originalUrl, render);
    fastPath.learnHeaders(res);
    sendCachedPage(req, res, page);
  });
  const viaFastPath: RequestListener = (req, res) => {
    if (!fastPath.serve(req, res)) app(req, res);
  };
  return { rendered, cache, fastPath, viaExpress: app as RequestListener, viaFastPath };
}

const at = (port: number) => `http://127.0.0.1:${port}`;

async function listen(listener: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('page fast path', () => {
  let stack: ReturnType<typeof pageStack>;
  let servers: Server[];
  let expressPort: number;
  let fastPort: number;
  let answered: jest.SpyInstance<boolean>;

  beforeEach(async () => {
    stack = pageStack();
    const express = await listen(stack.viaExpress);
    const fast = await listen(stack.viaFastPath);
    servers = [express.server, fast.server];
    [expressPort, fastPort] = [express.port, fast.port];
    answered = jest.spyOn(stack.fastPath, 'serve');
  });

  afterEach(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const fastAnswers = () => answered.mock.results.filter((result) => result.value === true).length;

  /** The same request through Express alone and through the fast path, which must answer it. */
  async function bothWays(path: string, headers: Record<string, string> = {}, method = 'GET') {
    const viaExpress = await rawRequest(at(expressPort), path, { headers, method });
    const before = fastAnswers();
    const viaFastPath = await rawRequest(at(fastPort), path, { headers, method });
    expect(fastAnswers()).toBe(before + 1);
    return { viaExpress, viaFastPath };
  }

  it('serves a cached page before Express with the headers and bytes the full stack sends', async () => {
    const first = await rawRequest(at(fastPort), '/');
    expect([first.status, fastAnswers()]).toEqual([200, 0]);
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    // The first client of an encoding gets a quick copy, the clients after it a smaller one.
    for (const acceptEncoding of ['br', 'gzip']) {
      const headers = { 'accept-encoding': acceptEncoding };
      const quick = await rawRequest(at(fastPort), '/', { headers });
      await stack.cache.idle();
      const smaller = await rawRequest(at(fastPort), '/', { headers });
      for (const { headers: sent, body } of [quick, smaller])
        expect(Number(sent['content-length'])).toBe(body.length);
      expect(smaller.body.length).toBeLessThanOrEqual(quick.body.length);
    }

    for (const acceptEncoding of [undefined, 'br', 'gzip', 'gzip, deflate, br', 'identity']) {
      const headers: Record<string, string> =
        acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      for (const method of ['GET', 'HEAD']) {
        const { viaExpress, viaFastPath } = await bothWays('/', headers, method);
        expect(withoutDate(viaFastPath)).toEqual(withoutDate(viaExpress));
      }
    }
    const gzipped = await rawRequest(at(fastPort), '/', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect([gzipped.headers['content-encoding'], gzipped.headers.vary]).toEqual([
      'gzip',
      'Accept-Encoding',
    ]);
    const brotli = await rawRequest(at(fastPort), '/', { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const identity = await rawRequest(at(fastPort), '/');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe('<main>/</main>'.repeat(200));
    expect(stack.rendered).toEqual(['/']);
  });

  it('answers 304 when the ETag still matches, as Express does', async () => {
    const first = await rawRequest(at(fastPort), '/');
    const etag = first.headers.etag as string;
    const { viaExpress, viaFastPath } = await bothWays('/', { 'if-none-match': etag });
    expect(viaFastPath.status).toBe(304);
    expect(withoutDate(viaFastPath)).toEqual(withoutDate(viaExpress));
    const { viaFastPath: changed } = await bothWays('/', { 'if-none-match': 'W/"other"' });
    expect(changed.status).toBe(200);
  });

  it('maps extra query parameters to the entry of the parameters a render reads', async () => {
    const first = await rawRequest(at(fastPort), '/?q=tv&sort=popular');
    const { viaFastPath } = await bothWays('/?utm_source=fb&sort=popular&q=tv&fbclid=x');
    expect(Buffer.compare(viaFastPath.body, first.body)).toBe(0);
    expect(stack.rendered).toEqual(['/?q=tv&sort=popular']);
  });

  it('leaves signed-in visitors, misses, API and file paths to Express', async () => {
    for (const path of ['/', '/api/deals', '/logo.png', '//api/deals'])
      await rawRequest(at(fastPort), path);
    const calls = answered.mock.results.length;
    await rawRequest(at(fastPort), '/', {
      headers: { cookie: `theme=dark; ${SESSION_COOKIE}=token` },
    });
    const missed = await rawRequest(at(fastPort), '/fashion');
    expect(missed.status).toBe(200);
    await rawRequest(at(fastPort), '/', { headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
    await rawRequest(at(fastPort), '/', { method: 'POST' });
    for (const path of ['/api/deals', '/logo.png', '//api/deals'])
      await rawRequest(at(fastPort), path);
    expect(answered.mock.results.length - calls).toBe(7);
    expect(fastAnswers()).toBe(0);
    expect(stack.rendered).toEqual(['/', '/api/deals', '/logo.png', '/deals', '/fashion']);
  });
});
