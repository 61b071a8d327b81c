/** The site's own page for one deal; shared links point here so previews show the deal. */
export function dealPagePath(id: string): string {
  return `/deals/${encodeURIComponent(id)}`;
}

/** The deal page's absolute address under PUBLIC_URL, as share links carry it. */
export function dealPageUrl(publicUrl: string, id: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${dealPagePath(id)}`;
}

/** The tracked link to a deal's shop: it counts the click, then redirects to the affiliate link. */
export function trackedDealPath(id: string): string {
  return `/go/${encodeURIComponent(id)}`;
}
