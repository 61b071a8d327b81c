import { findDollarAmounts } from './dollar-amount';

const EDGE_CHARACTERS = String.raw`[\s\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}•·▪▫◦‣⁃●○■□►▶➤➡→*>|~=_\-–—]`;
// Variation selector, zero-width joiner and keycap mark only ever glue emoji together.
const EMOJI_GLUE = String.raw`\uFE0F|\u200D|\u20E3`;
const KEYCAP = String.raw`[0-9#*]\uFE0F?\u20E3`;
const DECORATION = `(?:${KEYCAP}|${EDGE_CHARACTERS}|${EMOJI_GLUE})+`;
const LEADING_DECORATION = new RegExp(`^${DECORATION}`, 'u');
const TRAILING_DECORATION = new RegExp(`${DECORATION}$`, 'u');

const URL_LINE = /^(?:https?:\/\/|www\.)\S*$/i;
const COUPON_LINES = [
  /^(?:use|apply|enter)\s+(?:the\s+)?(?:promo\s+|coupon\s+)?(?:code|coupon)\b/i,
  /^(?:promo|coupon|discount)\s+code\b/i,
  /^(?:code|coupon)\s*[:\-–—]/i,
  /^code\s+[A-Za-z0-9_-]+$/i,
  /^clip\b.*\bcoupon\b/i,
];
const PRICE_OR_PERCENT_OR_URL = /\$\s?[\d,.]+|\d+(?:\.\d+)?\s*%|https?:\/\/\S+/gi;
const WORD = /\p{L}+/gu;

// Hype and price vocabulary: a line made only of these ("🔥 HOT DEAL 🔥", "Was $39.99",
// "All-time low!") announces a deal but does not name the product.
const FILLER_WORDS = new Set([
  'a',
  'again',
  'alert',
  'all',
  'amazing',
  'and',
  'at',
  'back',
  'crazy',
  'day',
  'deal',
  'deals',
  'down',
  'drop',
  'dropped',
  'each',
  'ever',
  'flash',
  'for',
  'free',
  'from',
  'glitch',
  'great',
  'hot',
  'in',
  'insane',
  'is',
  'just',
  'lightning',
  'limited',
  'list',
  'low',
  'lowest',
  'mistake',
  'msrp',
  'new',
  'now',
  'of',
  'off',
  'only',
  'orig',
  'original',
  'originally',
  'price',
  'reg',
  'regular',
  'regularly',
  'retail',
  'run',
  'sale',
  'save',
  'shipping',
  'steal',
  'stock',
  'super',
  'the',
  'time',
  'to',
  'today',
  'was',
  'with',
  'wow',
]);

/** Emoji, bullets and spaces stripped from both ends; emoji inside the text stay. */
export function trimDecorations(line: string): string {
  return line.replace(LEADING_DECORATION, '').replace(TRAILING_DECORATION, '');
}

function isFillerOnly(line: string): boolean {
  const words = line.replace(PRICE_OR_PERCENT_OR_URL, ' ').match(WORD) ?? [];
  return words.every((word) => FILLER_WORDS.has(word.toLowerCase()));
}

function namesTheProduct(line: string): boolean {
  if (line === '' || URL_LINE.test(line)) return false;
  if (COUPON_LINES.some((pattern) => pattern.test(line))) return false;
  // A line of prices only ("$19.99 (was $39.99)") is not a title even if it has no filler.
  if (findDollarAmounts(line).length > 0 && !/\p{L}/u.test(line)) return false;
  return !isFillerOnly(line);
}

/** The first line that names the product, decorations trimmed; '' when none does. */
export function pickTitleLine(text: string): string {
  const lines = text.split(/\r?\n/).map(trimDecorations);
  return lines.find(namesTheProduct) ?? '';
}
