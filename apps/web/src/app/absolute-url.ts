/** The http(s) address of a path on this site (or of an absolute URL); null for anything else. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string | null {
  try {
    const url = new URL(pathOrUrl, `${publicUrl.replace(/\/+$/, '')}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
