import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startBuiltServer, type BuiltServer } from '../../test/built-server';
import { rawRequest } from '../../test/raw-http';
import { BROWSER_USER_AGENT } from '../../test/visitor-agents';

const CLIENT_ASSETS = resolve(__dirname, '../../../../dist/apps/web/client/assets');

/** Sends `head` byte for byte (no URL normalisation on the way) and reads the whole answer. */
function sendExactly(port: number, head: string): Promise<{ status: number; text: string }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(head));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', fail);
    socket.on('close', () => done({ status: Number(text.split(' ')[1]), text }));
  });
}

const request = (target: string, headers = '') =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;

/** Log lines above info (pino's level 30) the server printed. */
const loudLines = (output: string) =>
  output.split('\n').filter((line) => /"level":(4|5|6)\d/.test(line));

describe('odd request targets on the built server', () => {
  let server: BuiltServer;

  beforeAll(async () => {
    server = await startBuiltServer({});
  });

  afterAll(() => server.stop());

  it('answers a path that leaves the assets folder with 404, logging nothing above info', async () => {
    const before = server.output().length;
    for (const target of [
      '/assets/../server/entry-server.mjs',
      '/assets/%2e%2e/server/entry-server.mjs',
    ]) {
      const answer = await sendExactly(server.port, request(target));
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('Page not found');
      expect(answer.text).not.toContain('renderToString');
    }
    expect(loudLines(server.output().slice(before))).toEqual([]);
  });

  it.each(['bytes=99999999-', 'bytes=5-1'])(
    'answers an unsatisfiable Range (%s) with 416 and the size, logging nothing above info',
    async (range) => {
      const name = readdirSync(CLIENT_ASSETS).find((file) => file.endsWith('.js'));
      expect(name).toBeDefined();
      const size = statSync(join(CLIENT_ASSETS, name!)).size;
      const before = server.output().length;
      const answer = await rawRequest(server.baseUrl, `/assets/${name}`, {
        headers: { Range: range, 'Accept-Encoding': 'identity' },
      });
      expect(answer.status).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${size}`);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(loudLines(server.output().slice(before))).toEqual([]);
    },
  );

  it('answers a request target over 8 KB with 414 in the usual shapes, and one under it as usual', async () => {
    const long = 'x'.repeat(8 * 1024);
    const page = await rawRequest(server.baseUrl, `/?utm_source=${long}`);
    expect(page.status).toBe(414);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const api = await rawRequest(server.baseUrl, `/api/deals?utm_source=${long}`);
    expect(api.status).toBe(414);
    expect(JSON.parse(api.body.toString())).toEqual({ message: 'Request address too long' });
    const justUnder = `/?utm_source=${'x'.repeat(8 * 1024 - '/?utm_source='.length)}`;
    expect((await rawRequest(server.baseUrl, justUnder)).status).toBe(200);
  });

  it.each(['//admin', '//evil.example/fashion'])(
    'answers %s with 404, never a page or a redirect',
    async (target) => {
      const answer = await sendExactly(server.port, request(target));
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('Page not found');
      expect(answer.text.toLowerCase()).not.toContain('\r\nlocation:');
    },
  );

  it.each(['FOO', 'GET\u0001'])(
    'answers a method the parser refuses (%j) with the contract’s {message} body',
    async (method) => {
      const answer = await sendExactly(
        server.port,
        `${method} /api/deals HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      );
      expect(answer.status).toBe(400);
      const body = answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toEqual({ message: 'Malformed request' });
      expect(answer.text).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    },
  );
});

/**
 * Preloaded into the server (NODE_OPTIONS=--require): on SIGUSR2 it collects garbage and prints
 * the heap in use as a JSON line, which the test reads from the server's output.
 */
const HEAP_PROBE = `
require('v8').setFlagsFromString('--expose-gc');
const collectGarbage = require('vm').runInNewContext('gc');
process.on('SIGUSR2', () => {
  collectGarbage();
  process.stdout.write(JSON.stringify({ heapProbe: process.memoryUsage().heapUsed }) + '\\n');
});
`;

/** The distinct URLs sent, each of URL_CHARACTERS: 35 MB of request targets in all. */
const URLS_SENT = 5_000;
const URL_CHARACTERS = 7_000;
/** Visit beacons sent, each with an X-Forwarded-For of FORWARDED_CHARACTERS that is no address. */
const BEACONS_SENT = 3_000;
const FORWARDED_CHARACTERS = 4_000;
/** What the heap in use may grow by after those URLs; before the fix it grew by over 35 MB. */
const HEAP_GROWTH_BOUND_BYTES = 8 * 1024 * 1024;

describe('memory held by distinct long URLs', () => {
  let server: BuiltServer;
  let probeDir: string;

  beforeAll(async () => {
    probeDir = mkdtempSync(join(tmpdir(), 'heap-probe-'));
    const probe = join(probeDir, 'heap-probe.cjs');
    writeFileSync(probe, HEAP_PROBE);
    server = await startBuiltServer({ NODE_OPTIONS: `--require ${probe}` });
  });

  afterAll(async () => {
    await server.stop();
    rmSync(probeDir, { recursive: true, force: true });
  });

  const heapInUse = async (): Promise<number> => {
    const seen = server.output().length;
    process.kill(server.pid, 'SIGUSR2');
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = /\{"heapProbe":(\d+)\}/.exec(server.output().slice(seen));
      if (found) return Number(found[1]);
      if (Date.now() > deadline) throw new Error('the heap probe did not answer');
      await new Promise((wake) => setTimeout(wake, 50));
    }
  };

  const sendDistinctUrls = async (count: number, from: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const padding = 'p'.repeat(URL_CHARACTERS - 40);
    let next = from;
    const worker = async () => {
      while (next < from + count) {
        const index = (next += 1);
        const answer = await rawRequest(server.baseUrl, `/?utm_content=${index}-${padding}`, {
          agent,
        });
        expect(answer.status).toBe(200);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    agent.destroy();
  };

  it(`keeps the heap within ${HEAP_GROWTH_BOUND_BYTES / 1024 / 1024} MB of growth after ${URLS_SENT} distinct ${URL_CHARACTERS}-character URLs`, async () => {
    // The page is rendered and kept, the code warm: what follows is a cache hit each time.
    await sendDistinctUrls(200, 0);
    const before = await heapInUse();
    await sendDistinctUrls(URLS_SENT, 1_000);
    const grown = (await heapInUse()) - before;
    expect(grown).toBeLessThan(HEAP_GROWTH_BOUND_BYTES);
  }, 120_000);

  it(`keeps the heap within ${HEAP_GROWTH_BOUND_BYTES / 1024 / 1024} MB of growth after ${BEACONS_SENT} visits from distinct ${FORWARDED_CHARACTERS}-character "addresses"`, async () => {
    // Loopback is a trusted proxy by default, so its X-Forwarded-For names the client: here, not an address.
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const beacon = (index: number) =>
      rawRequest(server.baseUrl, '/api/visits', {
        method: 'POST',
        agent,
        headers: {
          Origin: server.baseUrl,
          'User-Agent': BROWSER_USER_AGENT,
          'X-Forwarded-For': `${index}${'f'.repeat(FORWARDED_CHARACTERS)}`,
        },
      });
    const send = async (from: number, count: number) => {
      let next = from;
      const worker = async () => {
        while (next < from + count)
          expect([204, 429]).toContain((await beacon((next += 1))).status);
      };
      await Promise.all(Array.from({ length: 8 }, worker));
    };
    await send(0, 100);
    const before = await heapInUse();
    await send(1_000, BEACONS_SENT);
    const grown = (await heapInUse()) - before;
    agent.destroy();
    expect(grown).toBeLessThan(HEAP_GROWTH_BOUND_BYTES);
  }, 120_000);
});
