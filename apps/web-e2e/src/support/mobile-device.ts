import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A 375 px wide touch phone announcing the given browser. */
export function phone(userAgent: string): BrowserContextOptions {
  return {
    userAgent,
    isMobile: true,
    hasTouch: true,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
  };
}

/**
 * Puts the page's visibility in the test's hands: `hidePage()` in the page reports it hidden,
 * as a store app coming to the front would.
 */
export async function controlVisibility(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.assign(window, {
      hidePage: () => {
        hidden = true;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
}

export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { hidePage(): void }).hidePage());
}

/** How the device's share sheet answers, or 'absent' for a browser without the Web Share API. */
export type ShareSheet = 'shares' | 'cancelled' | 'refused' | 'absent';

/** Replaces the Web Share API with one that records what it was given and answers as told. */
export async function fakeShareSheet(context: BrowserContext, sheet: ShareSheet): Promise<void> {
  await context.addInitScript((answer: ShareSheet) => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    if (answer === 'absent') {
      delete (Navigator.prototype as Partial<Navigator>).share;
      return;
    }
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      writable: true,
      value: (data: ShareData) => {
        shared.push(data);
        if (answer === 'cancelled')
          return Promise.reject(new DOMException('Share canceled', 'AbortError'));
        if (answer === 'refused')
          return Promise.reject(new DOMException('Share refused', 'NotAllowedError'));
        return Promise.resolve();
      },
    });
  }, sheet);
}

export function sharedData(page: Page): Promise<ShareData[]> {
  return page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
}
