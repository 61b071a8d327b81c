import { useEffect } from 'react';

const VISITS_URL = '/api/visits';

function sendVisit(): void {
  if (navigator.sendBeacon?.(VISITS_URL)) return;
  fetch(VISITS_URL, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => {
    // A lost visit count must never disturb the page.
  });
}

/** Counts one visit per home-page load; a prerendered page counts once it is really shown. */
export function useHomeVisitBeacon(): void {
  useEffect(() => {
    const page = document as Document & { prerendering?: boolean };
    if (!page.prerendering) {
      sendVisit();
      return;
    }
    page.addEventListener('prerenderingchange', sendVisit, { once: true });
    return () => page.removeEventListener('prerenderingchange', sendVisit);
  }, []);
}
