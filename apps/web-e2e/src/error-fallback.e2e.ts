import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startBuiltServer, type RunningServer } from './support/server';

describe('the error fallback', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("replaces a page whose render fails with 'Something went wrong', and Reload Page recovers", async () => {
    const page = await browser.newPage();
    // A browser fault the site cannot prevent: date formatting throws, once per tab.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('date-formatting-broke')) return;
      sessionStorage.setItem('date-formatting-broke', 'yes');
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
        get: () => () => {
          throw new Error('date formatting is broken in this browser');
        },
      });
    });
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));

    await page.goto(`${server.baseUrl}/privacy`, { waitUntil: 'networkidle' });
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(await page.getByText('Last updated').count()).toBe(0);
    expect(uncaught).toEqual([]);

    await Promise.all([
      page.waitForEvent('load'),
      alert.getByRole('button', { name: 'Reload Page' }).click(),
    ]);
    await page.getByText('Last updated').first().waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await page.close();
  });
});
