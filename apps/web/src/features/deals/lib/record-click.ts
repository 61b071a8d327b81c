/**
 * Counts a Grab Deal press that does not go through /go/{id}: a store app opened instead. A beacon survives the page being left for the shop; REST rather
 * than GraphQL because a beacon cannot carry the header Apollo's CSRF prevention asks for.
 */
export function recordDealClick(id: string): void {
  const url = `/api/deals/${encodeURIComponent(id)}/click`;
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => {
    // A lost click count must never stand between the visitor and the deal.
  });
}
