export const VISITS_URL = '/api/visits';

// The curator's screens and the sign-in page are not the public site: they count no visit.
const CURATOR_PATH = /^\/(admin|auth)(\/|$)/i;

/** Whether a document loaded at this path counts as a visit to the public site. */
export const countsAsPageView = (pathname: string) => !CURATOR_PATH.test(pathname);

/** The beacon's body: the landing page's address and the page that linked to it ('' for none). */
export const pageViewBody = (url: string, referrer: string) => JSON.stringify({ url, referrer });

/**
 * Sends one visit as text/plain, the type sendBeacon sends without a CORS preflight and the API
 * reads as JSON; falls back to a keepalive fetch where sendBeacon is missing or refuses.
 */
export function sendPageView(url: string, referrer: string): void {
  const body = pageViewBody(url, referrer);
  const blob = new Blob([body], { type: 'text/plain' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VISITS_URL, blob)) return;
  fetch(VISITS_URL, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'text/plain' },
    body,
  }).catch(() => {
    // A lost visit count must never disturb the page.
  });
}
