/** The site's own page for one deal; shared links point here so previews show the deal. */
export function dealPagePath(id: string): string {
  return `/deals/${encodeURIComponent(id)}`;
}

/** The deal page's absolute address under PUBLIC_URL, as share links carry it. */
export function dealPageUrl(publicUrl: string, id: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${dealPagePath(id)}`;
}
