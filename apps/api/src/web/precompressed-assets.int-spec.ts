import compression from 'compression';
import express from 'express';
import { rmSync, unlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { assetsFolder, SCRIPT, STYLES } from '../../test/assets-folder';
import { rawRequest } from '../../test/raw-http';
import { precompressedAssets } from './precompressed-assets';

describe('precompressed assets', () => {
  let dir: string;
  let server: Server;
  let baseUrl: string;

  beforeEach(async () => {
    dir = assetsFolder();
    const cacheForever = { immutable: true, maxAge: '1y' };
    const app = express();
    app.use(compression());
    app.use('/assets', precompressedAssets(dir, cacheForever));
    app.use('/assets', express.static(dir, { ...cacheForever, index: false, fallthrough: false }));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli or gzip copy as it is, to a client that takes it', async () => {
    const brotli = await rawRequest(baseUrl, '/assets/index-abc.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(brotliDecompressSync(brotli.body).equals(SCRIPT)).toBe(true);

    const gzipped = await rawRequest(baseUrl, '/assets/index-abc.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(SCRIPT)).toBe(true);
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);

    const plain = await rawRequest(baseUrl, '/assets/index-abc.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(SCRIPT)).toBe(true);
  });

  it('answers HEAD and a matching ETag like the static files do', async () => {
    const headers = { 'accept-encoding': 'br' };
    const head = await rawRequest(baseUrl, '/assets/index-abc.js', {
      headers: headers,
      method: 'HEAD',
    });
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([
      200,
      'br',
      0,
    ]);
    const etag = String(head.headers.etag);
    const again = await rawRequest(baseUrl, '/assets/index-abc.js', {
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('leaves files without copies, unknown files and other paths to the static files', async () => {
    const styles = await rawRequest(baseUrl, '/assets/index-abc.css', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(styles.status).toBe(200);
    // Compressed on the fly by the middleware, as before.
    expect(brotliDecompressSync(styles.body).equals(STYLES)).toBe(true);
    expect(
      (await rawRequest(baseUrl, '/assets/missing.js', { headers: { 'accept-encoding': 'br' } }))
        .status,
    ).toBe(404);
    const outside = await rawRequest(baseUrl, '/assets/..%2f..%2fetc%2fpasswd', {
      headers: {
        'accept-encoding': 'br',
      },
    });
    expect([403, 404]).toContain(outside.status);
    expect((await rawRequest(baseUrl, '/assets/index-abc.js.br')).status).toBe(200);
  });

  it('falls back to the asset itself when its copy went missing after startup', async () => {
    unlinkSync(join(dir, 'index-abc.js.br'));
    const answer = await rawRequest(baseUrl, '/assets/index-abc.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.status).toBe(200);
    expect(brotliDecompressSync(answer.body).equals(SCRIPT)).toBe(true);
  });
});
