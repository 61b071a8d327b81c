/** The site's address without a trailing slash, so paths can be appended. */
export function siteRoot(publicUrl: string): string {
  return requireHttpUrl(publicUrl, 'publicUrl').replace(/\/+$/, '');
}

/**
 * Digests link to the site's own deal page, never straight to the retailer, saying they come from
 * an e-mail (`?src=email`, counted as that source by the visit beacon).
 */
export function dealPageUrl(publicUrl: string, dealId: number): string {
  if (!Number.isSafeInteger(dealId) || dealId <= 0) throw new Error(`Invalid deal id: ${dealId}`);
  return `${siteRoot(publicUrl)}/deals/${dealId}?src=email`;
}

export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Links the templates print must be absolute http(s) URLs; anything else is a caller bug. */
export function requireHttpUrl(value: string, name: string): string {
  if (!isHttpUrl(value)) throw new Error(`${name} must be an absolute http(s) URL`);
  return value;
}

/** Like `requireHttpUrl` for a link the caller may leave out. */
export function optionalHttpUrl(value: string | undefined, name: string): string | undefined {
  return value === undefined ? undefined : requireHttpUrl(value, name);
}

export function siteHost(publicUrl: string): string {
  return new URL(siteRoot(publicUrl)).host;
}
