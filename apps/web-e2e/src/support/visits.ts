import type { Browser, BrowserContext, BrowserContextOptions, Response } from 'playwright-core';
import { watchConsoleProblems } from './console-problems';

/**
 * Visits in contexts of their own (a visitor each: its own cookies, its own console), at the
 * desktop size unless told otherwise; `closeAll` in afterEach ends them.
 */
export function contextVisits(browser: () => Browser, url: (path: string) => string) {
  let opened: BrowserContext[] = [];
  return {
    async visit(path: string, options: BrowserContextOptions = {}) {
      const context = await browser().newContext({
        viewport: { width: 1280, height: 900 },
        ...options,
      });
      opened.push(context);
      const page = await context.newPage();
      const problems = watchConsoleProblems(page);
      const response = await page.goto(url(path), { waitUntil: 'networkidle' });
      return { context, page, problems, response: response as Response };
    },
    async closeAll() {
      await Promise.all(opened.map((context) => context.close()));
      opened = [];
    },
  };
}
