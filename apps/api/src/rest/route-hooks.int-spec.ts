import { startTestApp, type TestApp } from '../../test/test-app';

/** Every route's onRequest hook names, from Fastify's own listing, each with the route's line. */
function onRequestHookLists(routeListing: string): { route: string; hooks: string[] }[] {
  const lists = [];
  let route = '';
  for (const line of routeListing.split('\n')) {
    const hookList = /\(onRequest\) (\[.*\])/.exec(line);
    if (hookList) lists.push({ route, hooks: JSON.parse(hookList[1]) as string[] });
    else if (!line.includes('•')) route = line.trim();
  }
  return lists;
}

describe('route hooks', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });

  afterAll(() => testApp.close());

  // @fastify/compress appends its hook to the onRequest list a route is given: one list shared by
  // a route table's routes gathered one of its hooks per route, 41 on every /api request.
  it('run once each on every route', () => {
    const lists = onRequestHookLists(
      testApp.fastify.printRoutes({ includeHooks: true, commonPrefix: false }),
    );
    expect(lists.length).toBeGreaterThan(50);
    // Anonymous hooks cannot be told apart by name; the app's own hooks are named.
    const repeating = lists.filter(({ hooks }) => {
      const named = hooks.filter((hook) => hook !== 'anonymous()');
      return new Set(named).size < named.length;
    });
    expect(repeating).toEqual([]);
    expect(lists.find(({ route }) => route.includes('/click (POST)'))?.hooks).toEqual([
      'fastifyCookieHandler()',
      'applySecurityHeaders()',
      'requestTargetRules()',
      'refuseForeignWrites()',
    ]);
  });
});
