import { theme } from '@deal-site/ui';
import { feedLinks, type FeedLink } from '../../features/feeds/feed-links';
import { absoluteUrl } from '../absolute-url';
import { jsonLdScript } from '../json-ld';
import { DEFAULT_DESCRIPTION, fullTitle, type PageMeta } from '../page-meta';
import { SITE_NAME } from '../site-name';
import { previewText } from '../preview-text';

// Server only (entry-server.tsx): the browser's bundle keeps none of this, nor what it imports.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const metaName = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}" />`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}" />`;

const feedLinkTag = (feed: FeedLink, href: string) =>
  `<link rel="alternate" type="${escapeHtml(feed.mediaType)}" title="${escapeHtml(feed.title)}" href="${escapeHtml(href)}" />`;

/**
 * Title, description, canonical link, the Open Graph and Twitter card tags, feed links and
 * structured data of a page.
 */
export function renderHeadTags(meta: PageMeta | null, publicUrl: string): string {
  const title = meta?.title ?? SITE_NAME;
  const description = previewText(meta?.description || DEFAULT_DESCRIPTION);
  const canonical = meta?.path ? absoluteUrl(publicUrl, meta.path) : null;
  const image = meta?.image ? absoluteUrl(publicUrl, meta.image) : null;
  const tags = [
    `<title>${escapeHtml(fullTitle(title))}</title>`,
    metaName('description', description),
    `<meta name="theme-color" content="${theme.colors.brand}" />`,
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:type', meta?.type ?? 'website'),
    metaProperty('og:title', title),
    metaProperty('og:description', description),
    metaName('twitter:card', image ? 'summary_large_image' : 'summary'),
    metaName('twitter:title', title),
    metaName('twitter:description', description),
  ];
  if (meta?.noindex) tags.push(metaName('robots', 'noindex'));
  if (canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    tags.push(metaProperty('og:url', canonical));
  }
  if (image) {
    tags.push(metaProperty('og:image', image));
    if (meta?.imageSize) {
      tags.push(metaProperty('og:image:width', String(meta.imageSize.width)));
      tags.push(metaProperty('og:image:height', String(meta.imageSize.height)));
    }
    tags.push(metaName('twitter:image', image));
  }
  const feeds = meta?.feeds ? feedLinks(meta.feeds.section, meta.feeds.search) : [];
  for (const feed of feeds) {
    const href = absoluteUrl(publicUrl, feed.path);
    if (href) tags.push(feedLinkTag(feed, href));
  }
  for (const data of [meta?.structuredData ?? []].flat()) tags.push(jsonLdScript(data));
  return tags.join('\n');
}
