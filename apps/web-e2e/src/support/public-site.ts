import { dayWindows } from '@deal-site/deal-text';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
export { watchConsoleProblems } from './console-problems';

export const SITE_TIME_ZONE = 'America/Chicago';

/** A deal's slot in a list, by its id. */
export const dealSlot = (page: Page, id: string): Locator =>
  page.locator(`[data-testid="deal-slot"][data-deal-id="${id}"]`);

const screenshotDir = resolve(__dirname, '../../../../tmp/screenshots');

/** A 2x2 PNG, enough for an <img> to load and have a width. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGN4UGUDRAwQCgAvBgZZpXVrqgAAAABJRU5ErkJggg==',
  'base64',
);

/** Instants inside today and yesterday in the site's zone, the n-th one a minute apart. */
export function dayInstants(now = new Date()) {
  const { todayStart, yesterdayStart } = dayWindows(now, SITE_TIME_ZONE);
  const minute = 60_000;
  // Just after midnight there are not n minutes of today behind us: the steps shrink so
  // that today's deals keep distinct, ordered times instead of piling up at midnight.
  const todayStep = Math.min(minute, Math.floor((now.getTime() - todayStart.getTime()) / 256));
  return {
    today: (n: number) => new Date(now.getTime() - (n + 1) * todayStep),
    yesterday: (n: number) => new Date(yesterdayStart.getTime() + (n + 1) * minute),
    lastWeek: () => new Date(yesterdayStart.getTime() - 5 * 24 * 60 * minute),
  };
}

/** Serves every /uploads/* image of the seeded deals, which have no files on disk. */
export async function serveTestImages(context: BrowserContext): Promise<void> {
  await context.route('**/uploads/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL_PNG }),
  );
}

/** Outbound shop links answer with a blank page instead of reaching the internet. */
export async function stubShops(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(www\.)?(amazon|walmart|target|example)\.[a-z.]+\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shop</title>' }),
  );
}

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: false });
}

export async function rawHtml(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
}

export interface ApiDeal {
  id: number | string;
  title: string;
  clicks: number;
}

export async function apiDeals(baseUrl: string): Promise<ApiDeal[]> {
  const response = await fetch(`${baseUrl}/api/deals`);
  return ((await response.json()) as { deals: ApiDeal[] }).deals;
}

export async function dealIdByTitle(baseUrl: string, title: string): Promise<string> {
  const deal = (await apiDeals(baseUrl)).find((candidate) => candidate.title === title);
  if (!deal) throw new Error(`no deal titled ${title}`);
  return String(deal.id);
}

/** Waits until the locator matches exactly `count` elements (the page re-renders asynchronously). */
export async function waitForCount(locator: Locator, count: number, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  let actual = await locator.count();
  while (actual !== count && Date.now() < deadline) {
    await new Promise((wake) => setTimeout(wake, 50));
    actual = await locator.count();
  }
  if (actual !== count) throw new Error(`expected ${count} matches, found ${actual}`);
}

export async function clicksOf(baseUrl: string, title: string): Promise<number> {
  const deal = (await apiDeals(baseUrl)).find((candidate) => candidate.title === title);
  if (!deal) throw new Error(`no deal titled ${title}`);
  return deal.clicks;
}

/**
 * Waits (up to `timeoutMs`) for the deal's click count to reach `expected`, then `settleMs` more
 * to see it go no further: a second count of the same press (a beacon besides /go) would show.
 */
export async function expectClicks(
  baseUrl: string,
  title: string,
  expected: number,
  { timeoutMs = 5000, settleMs = 1500 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await clicksOf(baseUrl, title)) < expected && Date.now() < deadline) {
    await new Promise((wake) => setTimeout(wake, 100));
  }
  await new Promise((wake) => setTimeout(wake, settleMs));
  expect(await clicksOf(baseUrl, title)).toBe(expected);
}
