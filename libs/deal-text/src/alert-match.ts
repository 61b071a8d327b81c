import { findHttpUrls } from './http-url';
import { type Store } from './store';
import {
  storeDisplayName,
  storeOfUrl,
  storeSlugIsValid,
  storeSlugOfDeal,
  wellKnownStores,
} from './store-identity';

export type AlertKind = 'keyword' | 'store' | 'section';
export type AlertSection = 'daily' | 'fashion' | 'favorites';

export const ALERT_SECTIONS: readonly AlertSection[] = ['daily', 'fashion', 'favorites'];

/**
 * Stores the manage page offers to pick, with what the site shows for each; any other store's
 * slug is an alert too. Deals without a store link still match these by name in their text.
 */
export const ALERT_STORES: readonly { store: Store; name: string }[] = [
  { store: 'amazon', name: 'Amazon' },
  { store: 'walmart', name: 'Walmart' },
  { store: 'target', name: 'Target' },
  { store: 'homedepot', name: 'Home Depot' },
];

export const MAX_ALERT_KEYWORD_LENGTH = 60;
const MAX_ALERT_KEYWORD_WORDS = 6;

export interface AlertRule {
  kind: AlertKind;
  value: string;
}

export interface AlertableDeal {
  title: string;
  description: string;
  affiliateLink: string;
  category: string;
}

const SECTION_LABELS: Record<AlertSection, string> = {
  daily: 'Daily deals',
  fashion: 'Fashion',
  favorites: 'Favorites',
};

// Letters NFKD does not split into a base letter and a mark.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  þ: 'th',
};
const SPECIAL_LETTER = /[ßæøœłđþ]/g;
const COMBINING_MARKS = /\p{M}/gu;
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;
// The stored form of most keywords; it is already folded, so matching can skip folding it again.
const PLAIN_KEYWORD = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/** Lower-cased, accents and special letters spelled out in plain letters: "Crème Brûlée" → "creme brulee". */
function fold(text: string): string {
  // Lower-cased after NFKD, which can give capitals: "℃" → "°C".
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(SPECIAL_LETTER, (letter) => SPECIAL_LETTERS[letter]);
}

/** Any character that is neither a letter nor a digit separates words: "Air-Fryer!" → air, fryer. */
function wordsOf(foldedText: string): string[] {
  return foldedText.split(WORD_SEPARATORS).filter((word) => word !== '');
}

function characterCount(text: string): number {
  return [...text].length;
}

function storeKey(text: string): string {
  return wordsOf(fold(text)).join('');
}

function sectionKey(text: string): string {
  return wordsOf(fold(text)).join(' ');
}

/** Ways a deal's text may name a store: its display name's words, and its slug as one word ("homedepot"). */
function storeNamePhrases(
  slug: string,
  name = storeDisplayName(slug),
): readonly (readonly string[])[] {
  return [wordsOf(fold(name)), [slug]];
}

/** The listed stores' phrases, which deals without a store link are matched by. */
const LISTED_STORE_PHRASES = new Map<string, readonly (readonly string[])[]>(
  ALERT_STORES.map(({ store, name }) => [store, storeNamePhrases(store, name)]),
);

function storeName(store: string): string {
  return ALERT_STORES.find((entry) => entry.store === store)?.name ?? storeDisplayName(store);
}

function isAlertSection(value: string): value is AlertSection {
  return (ALERT_SECTIONS as readonly string[]).includes(value);
}

/** A deal's words, worked out once and then checked against every rule. */
interface FoldedDeal {
  /** The slug of the store its Grab Deal link leads to. */
  store: string | null;
  /** Title words and description words, kept apart so a phrase cannot run from one into the other. */
  textFields: readonly (readonly string[])[];
  textWords: ReadonlySet<string>;
  storeFields: readonly (readonly string[])[];
}

// Links are left out of the text: their paths and tracking parameters hold words the reader
// never sees (tag, ref, utm), and the shop a link goes to is matched through the store name.
function withoutLinks(text: string): string {
  const longestFirst = findHttpUrls(text).sort((a, b) => b.length - a.length);
  return longestFirst.reduce((rest, url) => rest.split(url).join(' '), text);
}

function foldDeal(deal: AlertableDeal): FoldedDeal {
  const store = storeSlugOfDeal(deal);
  const textFields = [
    wordsOf(fold(deal.title ?? '')),
    wordsOf(fold(withoutLinks(deal.description ?? ''))),
  ];
  return {
    store,
    textFields,
    textWords: new Set(textFields.flat()),
    storeFields: store ? (LISTED_STORE_PHRASES.get(store) ?? storeNamePhrases(store)) : [],
  };
}

function containsSequence(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

function textHasPhrase(deal: FoldedDeal, phrase: readonly string[]): boolean {
  if (!phrase.every((word) => deal.textWords.has(word))) return false;
  return deal.textFields.some((words) => containsSequence(words, phrase));
}

function keywordWords(value: string): readonly string[] {
  return PLAIN_KEYWORD.test(value) ? value.split(' ') : wordsOf(fold(value));
}

// Whole words only: "kayak" does not match "kayaks", "kayaking" or "superkayak". Subscribers
// who want those add them as alerts of their own.
function matchesKeyword(value: string, deal: FoldedDeal): boolean {
  const phrase = keywordWords(value);
  if (phrase.length === 0) return false;
  return (
    textHasPhrase(deal, phrase) || deal.storeFields.some((words) => containsSequence(words, phrase))
  );
}

function matchesStore(value: string, deal: FoldedDeal): boolean {
  if (deal.store) return deal.store === value;
  const phrases = LISTED_STORE_PHRASES.get(value) ?? [];
  return phrases.some((phrase) => textHasPhrase(deal, phrase));
}

function matchesFoldedDeal(rule: AlertRule, folded: FoldedDeal, deal: AlertableDeal): boolean {
  switch (rule.kind) {
    case 'keyword':
      return matchesKeyword(rule.value, folded);
    case 'store':
      return matchesStore(rule.value, folded);
    case 'section':
      return deal.category === rule.value;
    default:
      return false;
  }
}

function normalizeKeyword(input: string): { value: string } | { error: string } {
  const trimmed = input.trim();
  const words = wordsOf(fold(trimmed));
  if (words.length === 0) return { error: 'Enter a word to look for.' };
  const value = words.join(' ');
  // The folded value is measured too: "ß" becomes "ss", and the stored value must fit the limit.
  const length = Math.max(characterCount(trimmed), characterCount(value));
  if (length > MAX_ALERT_KEYWORD_LENGTH) {
    return { error: `Keep it under ${MAX_ALERT_KEYWORD_LENGTH} characters.` };
  }
  if (words.length > MAX_ALERT_KEYWORD_WORDS) {
    return { error: `Use at most ${MAX_ALERT_KEYWORD_WORDS} words.` };
  }
  return { value };
}

/** A listed store's name, any store's slug ("bestbuy", "Best Buy"), or its address ("bestbuy.com"). */
function normalizeStore(input: string): { value: string } | { error: string } {
  const key = storeKey(input);
  const named = [...ALERT_STORES.map(({ store, name }) => [store, name]), ...wellKnownStores()];
  const listed = named.find(
    ([slug, name]) => key !== '' && (key === slug || key === storeKey(name)),
  );
  if (listed) return { value: listed[0] };
  const typed = input.trim().toLowerCase();
  if (!typed.includes('.') && storeSlugIsValid(key)) return { value: key };
  const linked = storeOfUrl(/^https?:\/\//.test(typed) ? typed : `https://${typed}`);
  if (linked) return { value: linked.slug };
  return { error: 'Pick a store listed, or enter its name or web address.' };
}

function normalizeSection(input: string): { value: string } | { error: string } {
  const key = sectionKey(input);
  const match = ALERT_SECTIONS.find(
    (section) => key === section || key === sectionKey(SECTION_LABELS[section]),
  );
  return match ? { value: match } : { error: 'Pick one of the sections listed.' };
}

/** The stored form of what a subscriber typed, or an error message (a string sentence shown to them) when it cannot be an alert. */
export function normalizeAlert(
  kind: AlertKind,
  input: string,
): { value: string } | { error: string } {
  switch (kind) {
    case 'keyword':
      return normalizeKeyword(input);
    case 'store':
      return normalizeStore(input);
    case 'section':
      return normalizeSection(input);
  }
}

/** Whether the deal matches the alert. */
export function matchesAlert(rule: AlertRule, deal: AlertableDeal): boolean {
  return matchesFoldedDeal(rule, foldDeal(deal), deal);
}

/** The alerts among `rules` that the deal matches (same objects, in order). */
export function matchingAlerts<T extends AlertRule>(rules: readonly T[], deal: AlertableDeal): T[] {
  return alertMatcher(deal)(rules);
}

/** The deal folded once, for matching many subscribers' alerts against it. */
export type AlertMatcher = <T extends AlertRule>(rules: readonly T[]) => T[];

export function alertMatcher(deal: AlertableDeal): AlertMatcher {
  const folded = foldDeal(deal);
  return (rules) => rules.filter((rule) => matchesFoldedDeal(rule, folded, deal));
}

/** How an alert reads in e-mails and on the manage page: “kayak”, Amazon, Fashion. */
export function alertLabel(rule: AlertRule): string {
  switch (rule.kind) {
    case 'keyword':
      return `“${rule.value}”`;
    case 'store':
      return storeName(rule.value);
    case 'section':
      return isAlertSection(rule.value) ? SECTION_LABELS[rule.value] : rule.value;
    default:
      return rule.value;
  }
}
