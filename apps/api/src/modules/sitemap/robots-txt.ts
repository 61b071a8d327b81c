/**
 * Crawlers keep out of the admin, sign-in, tracked links (each fetch would be a click) and the
 * API, except the image variants the pages show, and find every page through the sitemap.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /auth',
    'Disallow: /go/',
    'Disallow: /api/',
    'Allow: /api/images/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
