import type { Browser, BrowserContext } from 'playwright-core';

export interface CuratorSession {
  /** The signed-in context: its cookie opens /admin and authorises the curator API. */
  context: BrowserContext;
  /** Creates a deal through `POST /api/deals`; answers its id. */
  createDeal(fields: Record<string, unknown>): Promise<string>;
}

/**
 * Registers the first account of a fresh install, which becomes the curator, in a desktop-sized
 * context of its own.
 */
export async function signUpCurator(
  browser: Browser,
  baseUrl: string,
  account: { username: string; password: string },
): Promise<CuratorSession> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const registered = await context.request.post(`${baseUrl}/api/register`, {
    data: account,
    headers: { origin: baseUrl },
  });
  expect(registered.ok()).toBe(true);
  return {
    context,
    createDeal: async (fields) => {
      const response = await context.request.post(`${baseUrl}/api/deals`, {
        data: fields,
        headers: { origin: baseUrl },
      });
      expect(response.status()).toBe(201);
      return String(((await response.json()) as { id: number }).id);
    },
  };
}
