import { useEffect } from 'react';
import { countsAsPageView, sendPageView } from '../lib/page-view';

// One visit per document load: links followed inside the app would name the site as its own referrer.
let pageViewSent = false;

function sendOnce(): void {
  if (pageViewSent) return;
  pageViewSent = true;
  sendPageView(window.location.href, document.referrer);
}

/**
 * Counts the page the visitor landed on, once per document load and never for /admin or /auth;
 * a prerendered page counts once it is really shown.
 */
export function usePageViewBeacon(): void {
  useEffect(() => {
    if (pageViewSent || !countsAsPageView(window.location.pathname)) return;
    const page = document as Document & { prerendering?: boolean };
    if (!page.prerendering) {
      sendOnce();
      return;
    }
    page.addEventListener('prerenderingchange', sendOnce, { once: true });
    return () => page.removeEventListener('prerenderingchange', sendOnce);
  }, []);
}
