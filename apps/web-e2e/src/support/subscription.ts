import type { Locator, Page } from 'playwright-core';

/** The toast with this title in the page's notification region. */
export const toastTitled = (page: Page, title: string): Locator =>
  page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByRole('listitem')
    .filter({ hasText: title });

/**
 * Opens the home page and presses Sign up on the 'Stay Updated!' toast that appears after 3 s,
 * so no later toast replaces the success toast.
 */
export async function openSubscribeFromToast(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  const invitation = toastTitled(page, 'Stay Updated!');
  await invitation.waitFor({ timeout: 6000 });
  await invitation.getByRole('button', { name: 'Sign up' }).click();
}

/**
 * The confirmation link in a confirmation e-mail's text, pointed at the test server: the e-mail
 * names the site's PUBLIC_URL (`publicUrl`).
 */
export function confirmationLink(
  text: string | undefined,
  publicUrl: string,
  baseUrl: string,
): string | undefined {
  const link = /^https?:\/\/\S+\/subscribe\/confirm\/\S+$/m.exec(text ?? '')?.[0];
  return link?.replace(publicUrl, baseUrl);
}
