import {
  DEAL_LIMITS,
  PERCENT_OFF_MAX,
  PERCENT_OFF_MIN,
  asciiHttpUrl,
  isSafeHttpUrl,
  isValidPercentOff,
  normalizeImageList,
  normalizePrice,
  splitImageList,
  type DealFields as SharedDealFields,
} from '@deal-site/deal-text';
import { DealCategory } from './deal.entity';
import { dealWithoutContent, invalidDealField } from './deal.errors';

/** What a curator may set on a deal, its category as the entity's enum. */
export type DealFields = SharedDealFields<DealCategory>;

export type DealChanges = Partial<DealFields>;

export { DEAL_LIMITS };

const CATEGORIES = Object.values(DealCategory);
const CATEGORY_MESSAGE = `category must be one of ${CATEGORIES.join(', ')}`;
const PERCENT_MESSAGE = `percentOff must be a whole number from ${PERCENT_OFF_MIN} to ${PERCENT_OFF_MAX}`;
// A path on this site (an upload), never "//host" nor anything with spaces, controls or backslashes.
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+;=:@%/]*$/;

// ISO 8601 with a zone: a time without one would be read in whatever zone the server runs in.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const instantMessage = (field: string) =>
  `${field} must be an ISO 8601 date and time with a zone, such as 2026-12-31T23:59:00Z, or null`;
// DATETIME columns hold years 1000 to 9999; a deal's expiry or publish time has no business near either end.
const INSTANT_YEARS = { first: 2000, last: 9999 };

const characterCount = (text: string) => [...text].length;

/** Text of a field; null means empty, numbers are accepted where forms send them as numbers. */
function readText(field: string, value: unknown, allowNumber = false): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (allowNumber && typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw invalidDealField(field, `${field} must be text`);
}

function withinLimit(field: keyof typeof DEAL_LIMITS, text: string): string {
  const limit = DEAL_LIMITS[field];
  if (characterCount(text) > limit) {
    throw invalidDealField(field, `${field} must be at most ${limit} characters`);
  }
  return text;
}

/**
 * The link in its ASCII form (punycode host, percent-encoded path), as /go/{id} sends it in a
 * Location header; the limit holds for that form, the one stored.
 */
function readLink(value: unknown): string {
  const written = readText('affiliateLink', value).trim();
  if (written === '') return '';
  withinLimit('affiliateLink', written);
  const link = asciiHttpUrl(written);
  if (link === null) {
    throw invalidDealField('affiliateLink', 'affiliateLink must be an http:// or https:// link');
  }
  if (characterCount(link) > DEAL_LIMITS.affiliateLink) {
    throw invalidDealField(
      'affiliateLink',
      `affiliateLink must be at most ${DEAL_LIMITS.affiliateLink} characters once its non-ASCII characters are percent-encoded`,
    );
  }
  return link;
}

function readImageList(value: unknown): string {
  const text = Array.isArray(value)
    ? value.map((entry) => readText('imageUrl', entry)).join(',')
    : readText('imageUrl', value);
  const entries = splitImageList(text);
  if (entries.length > DEAL_LIMITS.imageCount) {
    throw invalidDealField(
      'imageUrl',
      `imageUrl may list at most ${DEAL_LIMITS.imageCount} images`,
    );
  }
  entries.forEach((entry, index) => {
    const fits = characterCount(entry) <= DEAL_LIMITS.imageEntry;
    if (!fits || !(isSafeHttpUrl(entry) || SITE_PATH.test(entry))) {
      throw invalidDealField(
        'imageUrl',
        `imageUrl entry ${index + 1} must be an http:// or https:// link or a path on this site`,
      );
    }
  });
  return withinLimit('imageUrl', normalizeImageList(text));
}

function readPercentOff(value: unknown): number | null {
  if (value === null || value === '') return null;
  const number = typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value;
  if (!isValidPercentOff(number)) throw invalidDealField('percentOff', PERCENT_MESSAGE);
  return number;
}

function readCategory(value: unknown): DealCategory {
  const category = CATEGORIES.find((candidate) => candidate === value);
  if (!category) throw invalidDealField('category', CATEGORY_MESSAGE);
  return category;
}

/** Date parsing rolls February 30 over into March; a calendar date that does not exist is refused. */
function isCalendarDate(isoText: string): boolean {
  const [year, month, day] = isoText.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/** An instant with a zone, or null; `field` names it in the message. */
function readInstant(field: 'expiresAt' | 'publishAt', value: unknown): Date | null {
  if (value === null) return null;
  const text = typeof value === 'string' ? value.trim() : '';
  const instant =
    value instanceof Date
      ? value
      : ISO_INSTANT.test(text) && isCalendarDate(text)
        ? new Date(text)
        : null;
  const year = instant?.getUTCFullYear() ?? NaN;
  if (!instant || !(year >= INSTANT_YEARS.first && year <= INSTANT_YEARS.last)) {
    throw invalidDealField(field, instantMessage(field));
  }
  return instant;
}

const FIELD_READERS: { [K in keyof DealFields]: (value: unknown) => DealFields[K] } = {
  title: (value) => withinLimit('title', readText('title', value).trim()),
  description: (value) => withinLimit('description', readText('description', value)),
  price: (value) => withinLimit('price', normalizePrice(readText('price', value, true))),
  originalPrice: (value) =>
    withinLimit('originalPrice', normalizePrice(readText('originalPrice', value, true))),
  percentOff: readPercentOff,
  affiliateLink: readLink,
  imageUrl: readImageList,
  tagline: (value) => withinLimit('tagline', readText('tagline', value).trim()),
  category: readCategory,
  expiresAt: (value) => readInstant('expiresAt', value),
};

const FIELD_NAMES = Object.keys(FIELD_READERS) as (keyof DealFields)[];

/**
 * The deal fields present in a request body or GraphQL input, each checked and normalised.
 * Fields left out (undefined) stay untouched; any other key (clicks, userId, active...) is ignored.
 */
export function readDealChanges(input: unknown): DealChanges {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw invalidDealField('body', 'A deal must be sent as a JSON object');
  }
  const source = input as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const field of FIELD_NAMES) {
    if (source[field] !== undefined) changes[field] = FIELD_READERS[field](source[field]);
  }
  return changes;
}

export const EMPTY_DEAL_FIELDS: DealFields = {
  title: '',
  description: '',
  price: '',
  originalPrice: '',
  percentOff: null,
  affiliateLink: '',
  imageUrl: '',
  tagline: '',
  category: DealCategory.DAILY,
  expiresAt: null,
};

/** A deal must show something: a title, or a description its title can fall back on. */
export function assertDealHasContent(fields: Pick<DealFields, 'title' | 'description'>): void {
  if (fields.title.trim() === '' && fields.description.trim() === '') throw dealWithoutContent();
}

/** Every field of a new deal: the ones given, checked, and defaults for the rest. */
export function readNewDeal(input: unknown): DealFields {
  const fields = { ...EMPTY_DEAL_FIELDS, ...readDealChanges(input) };
  assertDealHasContent(fields);
  return fields;
}

/** When and where a deal is published, apart from its fields (the import never sets them). */
export interface DealPublishing {
  /** When the deal goes public; null or a time already past: at once. */
  publishAt?: Date | null;
  /** False: the curator's channels leave the deal out. */
  postToChannels?: boolean;
}

/** The publishing options present in a request body or GraphQL input, checked. */
export function readDealPublishing(input: unknown): DealPublishing {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const publishing: DealPublishing = {};
  if (source.publishAt !== undefined)
    publishing.publishAt = readInstant('publishAt', source.publishAt);
  if (source.postToChannels !== undefined) {
    if (typeof source.postToChannels !== 'boolean')
      throw invalidDealField('postToChannels', 'postToChannels must be true or false');
    publishing.postToChannels = source.postToChannels;
  }
  return publishing;
}

/** A scheduled deal (one going public after `now`) must still be live when it goes public. */
export function assertExpiryAfterPublishing(
  publishAt: Date,
  expiresAt: Date | null,
  now: Date,
): void {
  if (publishAt <= now) return;
  if (expiresAt !== null && expiresAt.getTime() <= publishAt.getTime()) {
    throw invalidDealField('expiresAt', 'expiresAt must come after publishAt');
  }
}
