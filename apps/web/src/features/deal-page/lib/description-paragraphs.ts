import { asciiHttpUrl } from '@deal-site/deal-text';

export type DescriptionPart = { text: string } | { text: string; href: string };

// A link runs to whitespace, a quote or an angle bracket.
const HTTP_URL = /https?:\/\/[^\s<>"]+/gi;
// Sentence marks after a link are the sentence's, not the link's.
const TRAILING_PUNCTUATION = /[.,;:!?'*]+$/;
const BLANK_LINE = /\n[^\S\n]*\n/;

const count = (text: string, char: string) => text.split(char).length - 1;

// "(see https://x.co/a)." links "https://x.co/a"; a path with balanced parentheses keeps them.
function trimLink(candidate: string): string {
  let link = candidate;
  for (;;) {
    let next = link.replace(TRAILING_PUNCTUATION, '');
    if (next.endsWith(')') && count(next, ')') > count(next, '(')) next = next.slice(0, -1);
    if (next === link) return link;
    link = next;
  }
}

/** One paragraph's text and links, in order; only http(s) addresses a browser reads as written become links. */
export function linkifyParagraph(paragraph: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  let textStart = 0;
  for (const match of paragraph.matchAll(HTTP_URL)) {
    const written = trimLink(match[0]);
    const href = asciiHttpUrl(written);
    if (!href) continue;
    if (match.index > textStart) parts.push({ text: paragraph.slice(textStart, match.index) });
    parts.push({ text: written, href });
    textStart = match.index + written.length;
  }
  if (textStart < paragraph.length) parts.push({ text: paragraph.slice(textStart) });
  return parts;
}

/** The description's paragraphs (split on blank lines, trimmed, empties dropped), each linkified. */
export function descriptionParagraphs(description: string): DescriptionPart[][] {
  return description
    .replace(/\r\n?/g, '\n')
    .split(BLANK_LINE)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(linkifyParagraph);
}
