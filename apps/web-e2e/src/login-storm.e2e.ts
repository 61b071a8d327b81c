import { seedSqlite } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';

const STORM_SIZE = 200;
// Generous: what is asserted is that pages keep being served, not how fast.
const SLOWEST_ACCEPTABLE_PAGE_MS = 2_000;

interface Timed {
  status: number;
  ms: number;
}

async function timedGet(url: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

function loginFrom(server: RunningServer, index: number): Promise<Response> {
  return fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // Many addresses, so neither login limit stops the storm: only the bounded bcrypt queue does.
      'x-forwarded-for': `198.51.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    },
    body: JSON.stringify({ username: `storm${index}`, password: `wrong password ${index}` }),
  });
}

describe('a login storm', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startBuiltServer();
    seedSqlite(server.dataDir, [{ title: 'Storm-proof deal $5' }]);
  });

  afterAll(() => server.stop());

  it(`of ${STORM_SIZE} simultaneous logins leaves /healthz and / answering`, async () => {
    let stormOver = false;
    const storm = Promise.all(
      Array.from({ length: STORM_SIZE }, (_, index) => loginFrom(server, index)),
    ).finally(() => (stormOver = true));

    const pageLoads: Timed[] = [];
    const pollDeadline = Date.now() + 30_000;
    while (!stormOver && Date.now() < pollDeadline) {
      pageLoads.push(await timedGet(`${server.baseUrl}/healthz`));
      pageLoads.push(await timedGet(`${server.baseUrl}/`));
    }
    const answers = await storm;

    expect(pageLoads.length).toBeGreaterThanOrEqual(2);
    expect(pageLoads.every((load) => load.status === 200)).toBe(true);
    expect(Math.max(...pageLoads.map((load) => load.ms))).toBeLessThan(SLOWEST_ACCEPTABLE_PAGE_MS);

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    // Most were refused at once rather than queued behind seconds of hashing.
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(STORM_SIZE / 2);
    const refused = answers.find((answer) => answer.status === 503);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
