import type { ChannelPost } from './channel';

export const ELLIPSIS = '…';

/** Prefixed to a post's text when its deal expires; posts keep room for it so the edit fits. */
export const EXPIRED_PREFIX = 'Expired: ';

/** Mastodon counts every URL as this many characters, however long. */
export const MASTODON_URL_LENGTH = 23;

/** A post's parts: only the title is ever shortened. */
export interface PostLines {
  title: string;
  /** The price label, `Code: X` and `At Store`, those that are known. */
  details: string[];
  url: string;
}

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

/** What a person sees as one character each: Bluesky's measure. */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of graphemeSegmenter.segment(text)) count += 1;
  return count;
}

/** UTF-16 code units: Telegram's measure of a caption or message after entity parsing. */
export function utf16Length(text: string): number {
  return text.length;
}

export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/**
 * Mastodon's measure: every http(s) URL counts 23, the rest in code points, never fewer than the
 * graphemes Mastodon 4 counts, so a text that fits here fits older and newer instances alike.
 */
export function mastodonLength(text: string): number {
  let length = 0;
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    length += Array.from(text.slice(last, match.index)).length + MASTODON_URL_LENGTH;
    last = match.index + match[0].length;
  }
  return length + Array.from(text.slice(last)).length;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeHtmlAttribute(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}

/**
 * The longest start of `text` (whole graphemes, then "…") that `fits`, or the text itself when it
 * fits whole; null when not even "…" alone fits.
 */
export function shortenToFit(text: string, fits: (candidate: string) => boolean): string | null {
  if (fits(text)) return text;
  const parts = graphemes(text);
  const shortened = (count: number) => parts.slice(0, count).join('').trimEnd() + ELLIPSIS;
  if (!fits(shortened(0))) return null;
  // Longer starts never measure less, so the longest that fits is found by halving.
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(shortened(middle))) low = middle;
    else high = middle - 1;
  }
  return shortened(low);
}

/** The lines a post is made of, in order, none shortened. */
export function postLines(post: ChannelPost): PostLines {
  const details = [
    post.priceLabel,
    post.couponCode ? `Code: ${post.couponCode}` : '',
    post.store ? `At ${post.store}` : '',
  ].filter((line) => line.trim() !== '');
  return { title: post.title.trim(), details, url: post.url };
}

/** The lines as plain text, one a line, the link last. */
export function plainPostText(lines: PostLines): string {
  return [lines.title, ...lines.details, lines.url].join('\n');
}

/**
 * The post's lines with the title shortened until `fits` accepts them; the link and details are
 * never cut. Throws when even a title of "…" does not fit.
 */
export function fitPostLines(post: ChannelPost, fits: (lines: PostLines) => boolean): PostLines {
  const lines = postLines(post);
  const title = shortenToFit(lines.title, (candidate) => fits({ ...lines, title: candidate }));
  if (title === null)
    throw new Error(`deal ${post.dealId}: the post does not fit its network even with no title`);
  return { ...lines, title };
}
