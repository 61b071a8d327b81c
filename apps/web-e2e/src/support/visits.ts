import type { Browser, BrowserContext, BrowserContextOptions, Response } from 'playwright-core';
import { watchConsoleProblems } from './console-problems';
import { dealSlot } from './public-site';

/**
 * Visits in contexts of their own (a visitor each: its own cookies, its own console), at the
 * desktop size unless told otherwise; `closeAll` in afterEach ends them.
 */
export function contextVisits(browser: () => Browser, url: (path: string) => string) {
  let opened: BrowserContext[] = [];
  const visit = async (path: string, options: BrowserContextOptions = {}) => {
    const context = await browser().newContext({
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    opened.push(context);
    const page = await context.newPage();
    const problems = watchConsoleProblems(page);
    const response = await page.goto(url(path), { waitUntil: 'networkidle' });
    return { context, page, problems, response: response as Response };
  };
  return {
    visit,
    /**
     * Whether a visitor (not signed in) finds the deal on the home page, once the deal `shownId`,
     * which is always there, shows the list has loaded; the visit logs no console problem.
     */
    async homeShows(id: string, shownId: string): Promise<boolean> {
      const { page, problems } = await visit('/');
      await dealSlot(page, shownId).waitFor();
      const found = (await dealSlot(page, id).count()) === 1;
      expect(problems).toEqual([]);
      return found;
    },
    async closeAll() {
      await Promise.all(opened.map((context) => context.close()));
      opened = [];
    },
  };
}
