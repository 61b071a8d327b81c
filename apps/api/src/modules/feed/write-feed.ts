import { Feed, type Item } from 'feed';
import type { DealSummary } from '@deal-site/deal-text';
import type { FeedEntry } from './feed-entry';
import type { FeedFormat } from './feed-sections';
import { htmlText, xmlSafeText, xmlText } from './xml-safe-text';

/** What a feed says of itself; every URL absolute. */
export interface FeedChannel {
  title: string;
  description: string;
  siteName: string;
  siteUrl: string;
  /** The page whose deals the feed holds. */
  pageUrl: string;
  links: Record<FeedFormat, string>;
}

const paragraph = (html: string) => `<p>${html}</p>`;

function priceLine(summary: DealSummary, escape: (text: string) => string): string {
  const asOf = summary.priceAsOf ? ` (as of ${summary.priceAsOf})` : '';
  return escape(`${summary.priceLabel}${asOf}`);
}

/** The short part: the price with its time and the code. */
function summaryHtml(summary: DealSummary): string {
  const lines = [paragraph(`<strong>${priceLine(summary, htmlText)}</strong>`)];
  if (summary.code) lines.push(paragraph(`Code: <code>${htmlText(summary.code)}</code>`));
  return lines.join('');
}

function summaryText(summary: DealSummary): string {
  const code = summary.code ? ` · Code: ${summary.code}` : '';
  return `${priceLine(summary, (text) => text)}${code}`;
}

/** Everything a reader shows of the deal: the summary, the curator's text and the image. */
function contentHtml(entry: FeedEntry): string {
  const parts = [summaryHtml(entry)];
  const text = entry.description
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => paragraph(htmlText(block).replace(/\n/g, '<br>')));
  parts.push(...text);
  if (entry.image) parts.push(paragraph(`<img src="${htmlText(entry.image.url)}" alt="">`));
  return parts.join('');
}

/** An RSS item's title until it is written as text: U+FFFF never survives xmlSafeText. */
const rssTitleMark = (index: number) => `\uFFFF${index}\uFFFF`;

function feedItem(entry: FeedEntry, format: FeedFormat, index: number): Item {
  const clean = (text: string) => xmlSafeText(text);
  const safeEntry = {
    ...entry,
    title: clean(entry.title),
    description: clean(entry.description),
    code: entry.code === null ? null : clean(entry.code),
  };
  const stored = entry.image?.stored;
  return {
    // Atom's entry titles are written as type="html": text must be escaped to read as text.
    title: {
      atom: htmlText(safeEntry.title),
      rss: rssTitleMark(index),
      json: safeEntry.title,
    }[format],
    // The id stays the deal page's clean address; the link a reader follows says it came from a feed.
    id: entry.pageUrl,
    link: `${entry.pageUrl}?src=feed`,
    date: entry.updatedAt,
    published: entry.createdAt,
    // JSON Feed's summary is plain text; RSS and Atom take HTML.
    description: format === 'json' ? summaryText(safeEntry) : summaryHtml(safeEntry),
    content: contentHtml(safeEntry),
    ...(format === 'json' && entry.image ? { image: entry.image.url } : {}),
    ...(format !== 'json' && entry.image && stored
      ? { enclosure: { url: entry.image.url, type: stored.type, length: stored.length } }
      : {}),
  };
}

const escapeXmlAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `feed` writes an Atom enclosure's type from the file's extension (image/jpg for a .jpg): each
 * is written again from the stored type. Deal text cannot match the pattern, since every `<` of
 * it is escaped before it reaches the document.
 */
function withStoredEnclosureTypes(atom: string, entries: readonly FeedEntry[]): string {
  const types = new Map<string, string>();
  for (const { image } of entries) {
    if (image?.stored) types.set(escapeXmlAttribute(new URL(image.url).href), image.stored.type);
  }
  return atom.replace(
    /(<link rel="enclosure" href="([^"]*)"(?: title="[^"]*")? type=")([^"]*)(")/g,
    (whole, start: string, href: string, _written: string, end: string) => {
      const type = types.get(href);
      return type ? `${start}${type}${end}` : whole;
    },
  );
}

/**
 * `feed` writes an RSS item's title as CDATA holding the raw text, tags and all: each is written
 * again as escaped text, as Atom's are. Deal text cannot match the pattern: it holds no U+FFFF.
 */
function withTextTitles(rss: string, entries: readonly FeedEntry[]): string {
  return rss.replace(
    /<title><!\[CDATA\[\uFFFF(\d+)\uFFFF\]\]><\/title>/g,
    (_whole, index: string) => {
      const title = xmlSafeText(entries[Number(index)].title);
      return `<title>${xmlText(title)}</title>`;
    },
  );
}

/** One feed document; the newest change among its deals is its own. */
export function writeFeed(
  format: FeedFormat,
  channel: FeedChannel,
  entries: readonly FeedEntry[],
): string {
  const newest = entries.reduce<Date | undefined>(
    (latest, { updatedAt }) => (latest && latest >= updatedAt ? latest : updatedAt),
    undefined,
  );
  const feed = new Feed({
    title: xmlSafeText(channel.title),
    description: channel.description,
    id: channel.pageUrl,
    link: channel.pageUrl,
    language: 'en',
    updated: newest,
    generator: false,
    author: { name: channel.siteName, link: channel.siteUrl },
    feedLinks: channel.links,
  });
  entries.forEach((entry, index) => feed.addItem(feedItem(entry, format, index)));
  if (format === 'rss') return withTextTitles(feed.rss2(), entries);
  if (format === 'json') return feed.json1();
  return withStoredEnclosureTypes(feed.atom1(), entries);
}
