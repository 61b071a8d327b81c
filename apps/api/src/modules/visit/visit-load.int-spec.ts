import { signedInAs } from '../../../test/auth-helpers';
import {
  listenOnLoopback,
  startTestApp,
  type LoopbackServer,
  type TestApp,
} from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { BROWSER_USER_AGENT } from '../../../test/visitor-agents';

const VISITS = 5000;
const CLIENTS = 50;

/** 10.x.y.z from a number, so every visit comes from an address of its own. */
const addressOf = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

describe.each(DIALECTS)('visits under load on %s', (dialect) => {
  let testApp: TestApp;
  let server: LoopbackServer;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    server = await listenOnLoopback(testApp);
    baseUrl = server.baseUrl;
  });

  afterAll(async () => {
    await server.close();
    await testApp.close();
  });

  it(`counts all ${VISITS} visits sent by ${CLIENTS} concurrent clients`, async () => {
    let next = 0;
    const statuses = new Map<number, number>();
    const client = async () => {
      while (next < VISITS) {
        const index = next++;
        const response = await fetch(`${baseUrl}/api/visits`, {
          method: 'POST',
          headers: { 'User-Agent': BROWSER_USER_AGENT, 'X-Forwarded-For': addressOf(index) },
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    expect(Object.fromEntries(statuses)).toEqual({ 204: VISITS });

    const cookie = await signedInAs(testApp.app, 'the.curator');
    const stats = await fetch(`${baseUrl}/api/visits/stats`, { headers: { Cookie: cookie } });
    expect(await stats.json()).toMatchObject({ today: VISITS, week: VISITS, month: VISITS });
  }, 120_000);
});
