import compression from 'compression';
import express from 'express';
import { readdirSync, rmSync, unlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { assetsFolder, SCRIPT, STYLES } from '../../test/assets-folder';
import { rawRequest, withoutDate } from '../../test/raw-http';
import { securityHeaders } from '../security-headers';
import { AssetFastPath } from './asset-fast-path';
import { precompressedAssets } from './precompressed-assets';

const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };

/** Removes the folder's files: an answer that still comes whole came from memory. */
function emptyFolder(dir: string): void {
  for (const name of readdirSync(dir)) unlinkSync(join(dir, name));
}

describe('assets held in memory', () => {
  let dir: string;
  let server: Server | undefined;
  let baseUrl: string;

  /** The app as web-handler.ts mounts it, behind the fast path as app.ts puts it. */
  async function start(
    options: { maxBytes?: number; cutFirstAnswer?: boolean } = {},
  ): Promise<void> {
    const fastPath = new AssetFastPath(dir, options);
    let cutNext = options.cutFirstAnswer ?? false;
    const cacheForever = { immutable: true, maxAge: '1y' };
    const app = express();
    app.use(securityHeaders({ dev: false, https: false }), compression());
    app.use('/assets', precompressedAssets(dir, cacheForever));
    app.use('/assets', express.static(dir, { ...cacheForever, index: false, fallthrough: false }));
    server = createServer((req, res) => {
      if (fastPath.serve(req, res)) return;
      // A client gone before the answer: the response closes without finishing.
      if (cutNext) {
        cutNext = false;
        res.destroy();
        return;
      }
      app(req, res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeEach(() => {
    dir = assetsFolder();
  });

  afterEach(async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends each copy as Express sent it the first time, headers and bytes, from memory', async () => {
    await start();
    const asks = [BROTLI, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'identity' }];
    const first = [];
    for (const headers of asks)
      first.push(await rawRequest(baseUrl, '/assets/index-abc.js', { headers }));
    emptyFolder(dir);
    for (const [index, headers] of asks.entries()) {
      const again = await rawRequest(baseUrl, '/assets/index-abc.js', { headers });
      expect(withoutDate(again)).toEqual(withoutDate(first[index]));
    }
    expect(first.map((answer) => answer.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    expect(brotliDecompressSync(first[0].body).equals(SCRIPT)).toBe(true);
    expect(first[0].headers['x-content-type-options']).toBe('nosniff');
    expect(first[0].headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await rawRequest(baseUrl, '/assets/index-abc.js', {
      headers: BROTLI,
      method: 'HEAD',
    });
    expect([head.status, head.body.length, head.headers['content-length']]).toEqual([
      200,
      0,
      first[0].headers['content-length'],
    ]);
  });

  it('watches the next answer when the first one was cut short', async () => {
    await start({ cutFirstAnswer: true });
    await expect(
      rawRequest(baseUrl, '/assets/index-abc.js', { headers: BROTLI }),
    ).rejects.toThrow();
    const whole = await rawRequest(baseUrl, '/assets/index-abc.js', { headers: BROTLI });
    emptyFolder(dir);
    const again = await rawRequest(baseUrl, '/assets/index-abc.js', { headers: BROTLI });
    expect(withoutDate(again)).toEqual(withoutDate(whole));
  });

  it('leaves ranges, conditional requests and weighted encodings to Express', async () => {
    await start();
    const first = await rawRequest(baseUrl, '/assets/index-abc.js', { headers: BROTLI });
    const range = await rawRequest(baseUrl, '/assets/index-abc.js', {
      headers: { 'accept-encoding': 'identity', range: 'bytes=0-9' },
    });
    expect([range.status, range.body.toString()]).toEqual([206, SCRIPT.subarray(0, 10).toString()]);
    const revalidated = await rawRequest(baseUrl, '/assets/index-abc.js', {
      headers: { ...BROTLI, 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.status).toBe(304);
    emptyFolder(dir);
    const weighted = await rawRequest(baseUrl, '/assets/index-abc.js', {
      headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' },
    });
    expect(weighted.status).toBe(404);
  });

  it('never holds an answer Express made on the fly, nor files past the memory bound', async () => {
    await start({ maxBytes: STYLES.length });
    // No copy of the stylesheet: the compression middleware compresses it for this client.
    const compressed = await rawRequest(baseUrl, '/assets/index-abc.css', { headers: BROTLI });
    expect(compressed.headers['content-encoding']).toBe('br');
    // Past the bound, the script is read from disk each time.
    await rawRequest(baseUrl, '/assets/index-abc.js', { headers: BROTLI });
    const plainStyles = await rawRequest(baseUrl, '/assets/index-abc.css');
    expect(plainStyles.body.equals(STYLES)).toBe(true);
    emptyFolder(dir);
    expect((await rawRequest(baseUrl, '/assets/index-abc.css', { headers: BROTLI })).status).toBe(
      404,
    );
    expect((await rawRequest(baseUrl, '/assets/index-abc.js', { headers: BROTLI })).status).toBe(
      404,
    );
    expect((await rawRequest(baseUrl, '/assets/index-abc.css')).body.equals(STYLES)).toBe(true);
  });

  it('answers only names the folder held at startup', async () => {
    await start();
    for (const path of [
      '/assets/..%2findex-abc.js',
      '/assets/index-abc.js?v=2',
      '/assets/./index-abc.js',
    ])
      await rawRequest(baseUrl, path, { headers: BROTLI });
    await rawRequest(baseUrl, '/assets/index-abc.js', { headers: BROTLI });
    emptyFolder(dir);
    for (const path of [
      '/assets/index-abc.js.br',
      '/assets/index-abc.js?v=2',
      '/assets/INDEX-abc.js',
    ])
      expect((await rawRequest(baseUrl, path, { headers: BROTLI })).status).toBe(404);
    expect((await rawRequest(baseUrl, '/assets/index-abc.js', { headers: BROTLI })).status).toBe(
      200,
    );
  });
});
