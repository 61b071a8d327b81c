import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { assetsFolder, SCRIPT, STYLES } from '../../test/assets-folder';
import { startBuiltServer, type BuiltServer } from '../../test/built-server';
import { rawRequest } from '../../test/raw-http';

const builtWeb = resolve(__dirname, '../../../../dist/apps/web');
const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };

describe('hashed assets of the built site, with the compressed copies the build wrote', () => {
  let webDir: string;
  let assetsDir: string;
  let server: BuiltServer;

  const get = (path: string, init?: Parameters<typeof rawRequest>[2]) =>
    rawRequest(server.baseUrl, path, init);

  beforeAll(async () => {
    // The build's client files, plus a script with both copies and a stylesheet without any, in a
    // copy of their own; the server entry stays where it finds its packages.
    webDir = mkdtempSync(join(tmpdir(), 'deals-web-'));
    cpSync(join(builtWeb, 'client'), join(webDir, 'client'), { recursive: true });
    symlinkSync(join(builtWeb, 'server'), join(webDir, 'server'));
    assetsDir = join(webDir, 'client/assets');
    const testAssets = assetsFolder();
    cpSync(testAssets, assetsDir, { recursive: true });
    rmSync(testAssets, { recursive: true, force: true });
    writeFileSync(join(assetsDir, 'lost-copy-abc.js'), SCRIPT);
    writeFileSync(join(assetsDir, 'lost-copy-abc.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(assetsDir, 'lost-copy-abc.js.gz'), gzipSync(SCRIPT));
    server = await startBuiltServer({ WEB_DIST_DIR: webDir });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('sends the brotli or gzip copy as it is to a client that takes it, the asset otherwise', async () => {
    const brotli = await get('/assets/index-abc.js', { headers: BROTLI });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers.vary).toMatch(/^accept-encoding$/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['x-content-type-options']).toBe('nosniff');
    // Not compressed a second time on the way out.
    expect(brotli.body.equals(readFileSync(join(assetsDir, 'index-abc.js.br')))).toBe(true);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);

    const gzipped = await get('/assets/index-abc.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/^accept-encoding$/i);
    expect(gunzipSync(gzipped.body).equals(SCRIPT)).toBe(true);
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);

    const identityAsks: Record<string, string>[] = [{ 'accept-encoding': 'identity' }, {}];
    for (const headers of identityAsks) {
      const plain = await get('/assets/index-abc.js', { headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/^accept-encoding$/i);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.body.equals(SCRIPT)).toBe(true);
    }
  });

  it("serves the build's own entry script from its brotli copy", async () => {
    const home = await get('/');
    const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(
      home.body.toString(),
    )?.[1];
    expect(entry).toBeDefined();
    const script = await get(entry!, { headers: BROTLI });
    expect([script.status, script.headers['content-encoding']]).toEqual([200, 'br']);
    const file = join(webDir, 'client', entry!);
    expect(script.body.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(brotliDecompressSync(script.body).equals(readFileSync(file))).toBe(true);
  });

  it('answers HEAD with the headers of GET, and 304 to a matching ETag', async () => {
    const head = await get('/assets/index-abc.js', { headers: BROTLI, method: 'HEAD' });
    const full = await get('/assets/index-abc.js', { headers: BROTLI });
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([
      200,
      'br',
      0,
    ]);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);

    const again = await get('/assets/index-abc.js', {
      headers: { ...BROTLI, 'if-none-match': String(full.headers.etag) },
    });
    expect([again.status, again.body.length]).toEqual([304, 0]);
  });

  it('compresses a file without copies on the way out, and refuses missing and outside files', async () => {
    const styles = await get('/assets/index-abc.css', { headers: { 'accept-encoding': 'br' } });
    expect([styles.status, styles.headers['content-encoding']]).toEqual([200, 'br']);
    expect(styles.headers.vary).toMatch(/^accept-encoding$/i);
    expect(brotliDecompressSync(styles.body).equals(STYLES)).toBe(true);

    const missing = await get('/assets/missing-abc.js', { headers: BROTLI });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const outside = await get('/assets/..%2f..%2fetc%2fpasswd', { headers: BROTLI });
    expect([403, 404]).toContain(outside.status);
    // A copy asked for by its own name is a file like any other.
    const copy = await get('/assets/index-abc.js.br');
    expect(copy.status).toBe(200);
    expect(brotliDecompressSync(copy.body).equals(SCRIPT)).toBe(true);
  });

  it('falls back to the asset itself when its copy went missing after startup', async () => {
    unlinkSync(join(assetsDir, 'lost-copy-abc.js.br'));
    const brotliOnly = await get('/assets/lost-copy-abc.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect([brotliOnly.status, brotliOnly.headers['content-encoding']]).toEqual([200, 'br']);
    expect(brotliDecompressSync(brotliOnly.body).equals(SCRIPT)).toBe(true);
    const gzipCopy = await get('/assets/lost-copy-abc.js', { headers: BROTLI });
    expect(gzipCopy.headers['content-encoding']).toBe('gzip');
    expect(gzipCopy.body.equals(readFileSync(join(assetsDir, 'lost-copy-abc.js.gz')))).toBe(true);
  });
});
