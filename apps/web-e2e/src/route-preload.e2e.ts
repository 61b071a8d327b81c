import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems, dayInstants, dealIdByTitle, rawHtml } from './support/public-site';
import { seedSqlite } from './support/seed';
import { startBuiltServer, type RunningServer } from './support/server';

const manifestPath = resolve(__dirname, '../../../dist/apps/web/client/.vite/manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function manifestChunk(moduleId: string): ManifestChunk {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const chunk = manifest[moduleId];
  if (!chunk) throw new Error(`${moduleId} is not in the build manifest`);
  return chunk;
}

/** The built asset path of a source module, as the page links it. */
function assetOf(moduleId: string): string {
  return `/${manifestChunk(moduleId).file}`;
}

function modulePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    ([, href]) => href,
  );
}

function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
}

const at = dayInstants();
const DEAL_TITLE = 'Linen shirt in six colours';

describe('preloading the rendered route', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBuiltServer();
    seedSqlite(server.dataDir, [
      { title: DEAL_TITLE, category: 'fashion', createdAt: at.today(0) },
      { title: 'Cast iron skillet, 12 inch', createdAt: at.today(1) },
    ]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds nothing to the home page, whose code is all in the entry', async () => {
    const { html } = await rawHtml(`${server.baseUrl}/`);
    expect(modulePreloads(html)).toEqual([]);
    expect(scriptSources(html)).toEqual([assetOf('index.html')]);
  });

  it("preloads the Fashion chunk and the chunk it imports on /fashion's HTML", async () => {
    const { status, html } = await rawHtml(`${server.baseUrl}/fashion`);
    expect(status).toBe(200);
    const importedChunks = (manifestChunk('src/pages/FashionPage.tsx').imports ?? [])
      .filter((key) => key !== 'index.html')
      .map(assetOf);
    expect(importedChunks.length).toBeGreaterThan(0);
    expect(modulePreloads(html)).toEqual([assetOf('src/pages/FashionPage.tsx'), ...importedChunks]);
    expect(modulePreloads(html)).not.toContain(assetOf('index.html'));
    expect(scriptSources(html)).toEqual([assetOf('index.html')]);
  });

  it('preloads the chunk of every other public route, the 404 included', async () => {
    const id = await dealIdByTitle(server.baseUrl, DEAL_TITLE);
    const routes: [string, string][] = [
      ['/favorites', 'src/pages/FavoritesPage.tsx'],
      ['/privacy', 'src/pages/PrivacyPage.tsx'],
      [`/deals/${id}`, 'src/pages/DealPage.tsx'],
      ['/no-such-page', 'src/pages/NotFoundPage.tsx'],
    ];
    for (const [path, moduleId] of routes) {
      const { html } = await rawHtml(`${server.baseUrl}${path}`);
      expect({ path, first: modulePreloads(html)[0] }).toEqual({ path, first: assetOf(moduleId) });
    }
  });

  it('never preloads the curator screens', async () => {
    for (const path of ['/admin', '/auth']) {
      const { html } = await rawHtml(`${server.baseUrl}${path}`);
      expect({ path, preloads: modulePreloads(html) }).toEqual({ path, preloads: [] });
    }
  });

  it("hydrates the home page without Apollo's code, and loads it with the first search", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const problems = watchConsoleProblems(page);
    const apolloChunk = assetOf('src/app/apollo.ts');
    const requested: string[] = [];
    const operations: string[] = [];
    page.on('request', (request) => {
      requested.push(new URL(request.url()).pathname);
      const body = request.postData();
      if (request.url().endsWith('/graphql') && body)
        operations.push((JSON.parse(body) as { operationName: string }).operationName);
    });
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')),
    );
    expect(requested).not.toContain(apolloChunk);
    // The session check is a plain POST, without Apollo.
    expect(operations).toEqual(['Session']);

    await page.getByLabel('Search deals').fill('espresso');
    await page.getByText('No deals today match your search.').waitFor();
    expect(requested.filter((path) => path === apolloChunk)).toHaveLength(1);
    expect(operations).toEqual(['Session', 'HomeDeals']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates /fashion from the preloaded chunk without a console problem', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const problems = watchConsoleProblems(page);
    const fashionChunk = assetOf('src/pages/FashionPage.tsx');
    const chunkRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === fashionChunk) chunkRequests.push(request.url());
    });
    await page.goto(`${server.baseUrl}/fashion`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')),
    );
    expect(await page.getByRole('heading', { name: 'Fashion Collection' }).count()).toBe(1);
    expect(await page.getByRole('article', { name: DEAL_TITLE }).count()).toBe(1);
    expect(chunkRequests).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
