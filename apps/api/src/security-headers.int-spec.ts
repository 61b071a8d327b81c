import { appDeepLink } from '@deal-site/deal-text';
import request, { type Response } from 'supertest';
import { startTestApp, type TestApp } from '../test/test-app';

function expectSecurityHeaders(response: Response) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  const directives = csp.split(';').map((directive) => directive.trim());
  expect(directives).toContain("object-src 'none'");
  expect(directives).toContain("base-uri 'none'");
  expect(directives).toContain("frame-ancestors 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

function pageCspDirectives(response: Response): string[] {
  return String(response.headers['content-security-policy'] ?? '')
    .split(';')
    .map((directive) => directive.trim());
}

/** Headers that govern a document (framing, its browsing context); a JSON answer has none. */
const DOCUMENT_ONLY_HEADERS = [
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
];

describe('security headers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });

  afterAll(() => testApp.close());

  it('are on REST responses, successes and errors alike', async () => {
    expectSecurityHeaders(await request(testApp.app).get('/api/deals'));
    expectSecurityHeaders(await request(testApp.app).get('/api/user'));
    expectSecurityHeaders(await request(testApp.app).get('/api/no-such-route'));
  });

  it('are on /graphql responses', async () => {
    const response = await request(testApp.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: '{ me { username } }' });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on pages, found or not', async () => {
    expectSecurityHeaders(await request(testApp.app).get('/'));
    expectSecurityHeaders(await request(testApp.app).get('/no-such-page'));
  });

  it('give API answers only what a script reading them needs; pages keep the document set', async () => {
    const apiAnswer = await request(testApp.app).get('/api/deals');
    expect(apiAnswer.headers['content-security-policy']).toBe(
      "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    );
    expect(apiAnswer.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentHeader of DOCUMENT_ONLY_HEADERS)
      expect(apiAnswer.headers[documentHeader]).toBeUndefined();

    const page = await request(testApp.app).get('/');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentHeader of DOCUMENT_ONLY_HEADERS)
      expect(page.headers[documentHeader]).toBeDefined();
  });

  it('let a page served over HTTP load http:// deal images, without asking for upgrades', async () => {
    const directives = pageCspDirectives(await request(testApp.app).get('/no-such-page'));
    expect(directives.find((directive) => directive.startsWith('img-src'))).toBe(
      "img-src 'self' data: blob: https: http:",
    );
    expect(directives).not.toContain('upgrade-insecure-requests');
  });

  it('let pages frame the four store apps, and nothing else', async () => {
    const frameSrc = pageCspDirectives(await request(testApp.app).get('/no-such-page')).find(
      (directive) => directive.startsWith('frame-src'),
    );
    expect(frameSrc).toBe('frame-src com.amazon.mobile.shopping.web: walmart: target: homedepot:');

    const storeLinks = [
      'https://www.amazon.com/dp/B0EARBUDS1',
      'https://www.walmart.com/ip/123',
      'https://www.target.com/p/-/A-123',
      'https://www.homedepot.com/p/123',
    ];
    const allowed = frameSrc!.split(' ').slice(1);
    for (const link of storeLinks) {
      const appLink = appDeepLink(link)!;
      expect(allowed).toContain(new URL(appLink).protocol);
    }
  });
});

describe('security headers of a site served over HTTPS', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { PUBLIC_URL: 'https://deals.example' });
  });

  afterAll(() => testApp.close());

  it('have pages fetch http:// deal images over HTTPS instead of loading them insecurely', async () => {
    const directives = pageCspDirectives(await request(testApp.app).get('/no-such-page'));
    expect(directives).toContain('upgrade-insecure-requests');
    expect(directives.find((directive) => directive.startsWith('img-src'))).toBe(
      "img-src 'self' data: blob: https:",
    );
  });
});
