import {
  PERCENT_OFF_MAX,
  PERCENT_OFF_MIN,
  displayTitle,
  extractCouponCode,
  instantOfLocalDateTime,
  isValidPercentOff,
  localDateTimeString,
  normalizeImageList,
  priceLabel,
  splitImageList,
  type DealDraft,
} from '@deal-site/deal-text';
import type { CreateDealInput, DealCategory } from '../../gql/curator/graphql';

/** What the add form holds: text exactly as typed, converted only when sent. */
export interface DealFormValues {
  title: string;
  description: string;
  price: string;
  originalPrice: string;
  percentOff: string;
  affiliateLink: string;
  /** One image path or URL per line (commas work too). */
  imageUrls: string;
  tagline: string;
  /** When the deal leaves the lists, as a datetime-local input holds it, in SITE_TIMEZONE; '' for never. */
  expiresAt: string;
  /** When the deal goes public, read as expiresAt is; '' for at once. */
  publishAt: string;
  /** "Don't post to channels": the API's postToChannels, negated. */
  skipChannels: boolean;
}

export type DealFormField = keyof DealFormValues;

export type DealFormErrors = Partial<Record<DealFormField, string>>;

export const EMPTY_DEAL_FORM: DealFormValues = {
  title: '',
  description: '',
  price: '',
  originalPrice: '',
  percentOff: '',
  affiliateLink: '',
  imageUrls: '',
  tagline: '',
  expiresAt: '',
  publishAt: '',
  skipChannels: false,
};

export const EXPIRES_AT_RULE = 'Enter a date and time, or leave it empty for no expiry';

export const PUBLISH_AT_RULE = 'Enter a date and time, or leave it empty to publish at once';

export const PERCENT_OFF_RULE = `percentOff must be a whole number from ${PERCENT_OFF_MIN} to ${PERCENT_OFF_MAX}`;

/**
 * The form after a paste: every field the parser found replaces what was there, the rest
 * (tagline above all, which a post never carries) keeps what the curator typed.
 */
export function applyPastedDraft(
  current: DealFormValues,
  draft: DealDraft,
  timeZone: string,
): DealFormValues {
  const pick = (found: string, kept: string) => (found === '' ? kept : found);
  return {
    ...current,
    title: pick(draft.title, current.title),
    description: pick(draft.description, current.description),
    price: pick(draft.price, current.price),
    originalPrice: pick(draft.originalPrice, current.originalPrice),
    percentOff: draft.percentOff === null ? current.percentOff : String(draft.percentOff),
    affiliateLink: pick(draft.affiliateLink, current.affiliateLink),
    imageUrls: pick(draft.imageUrls.join('\n'), current.imageUrls),
    expiresAt: draft.expiresAt
      ? localDateTimeString(new Date(draft.expiresAt), timeZone)
      : current.expiresAt,
  };
}

/** The typed percent as the API takes it: null when empty, undefined when it breaks the rule. */
export function percentOffValue(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return null;
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return isValidPercentOff(value) ? value : undefined;
}

/** What can be told before asking the server; the server checks everything again. */
export function validateDealForm(values: DealFormValues): DealFormErrors {
  const errors: DealFormErrors = {};
  if (values.title.trim() === '' && values.description.trim() === '') {
    errors.title = 'A deal needs a title or a description';
  }
  if (percentOffValue(values.percentOff) === undefined) errors.percentOff = PERCENT_OFF_RULE;
  if (!isDateTimeOrEmpty(values.expiresAt)) errors.expiresAt = EXPIRES_AT_RULE;
  if (!isDateTimeOrEmpty(values.publishAt)) errors.publishAt = PUBLISH_AT_RULE;
  return errors;
}

/** Whether a datetime-local field holds a real date and time, or nothing. */
export function isDateTimeOrEmpty(text: string): boolean {
  // The zone does not change whether a reading is well formed.
  return text === '' || instantOfLocalDateTime(text, 'UTC') !== null;
}

/** A datetime-local field as the API takes it: an ISO instant, or null when empty. */
export function dateTimeValue(text: string, timeZone: string): string | null {
  return instantOfLocalDateTime(text, timeZone)?.toISOString() ?? null;
}

/** The createDeal input of a valid form; prices are trimmed, images comma-joined. */
export function createDealInput(
  values: DealFormValues,
  category: DealCategory,
  timeZone: string,
): CreateDealInput {
  return {
    category,
    title: values.title.trim(),
    description: values.description.trim(),
    price: values.price.trim(),
    originalPrice: values.originalPrice.trim(),
    percentOff: percentOffValue(values.percentOff) ?? null,
    affiliateLink: values.affiliateLink.trim(),
    imageUrl: normalizeImageList(values.imageUrls),
    tagline: values.tagline.trim(),
    expiresAt: dateTimeValue(values.expiresAt, timeZone),
    publishAt: dateTimeValue(values.publishAt, timeZone),
    postToChannels: !values.skipChannels,
  };
}

export interface DealPreview {
  title: string;
  priceLabel: string;
  couponCode: string | null;
  images: string[];
  tagline: string;
}

/** The card the form would create, computed by the same rules the public card uses. */
export function dealPreview(values: DealFormValues): DealPreview {
  return {
    title: displayTitle(values),
    priceLabel: priceLabel({ price: values.price, percentOff: values.percentOff }),
    couponCode: extractCouponCode(values.description) ?? extractCouponCode(values.title),
    images: splitImageList(values.imageUrls),
    tagline: values.tagline.trim(),
  };
}

/** The form field holding an API field; the image list and the channels flag are named apart. */
export function formFieldOf(apiField: string | null): DealFormField | null {
  if (apiField === 'imageUrl') return 'imageUrls';
  if (apiField === 'postToChannels') return 'skipChannels';
  return apiField !== null && apiField in EMPTY_DEAL_FORM ? (apiField as DealFormField) : null;
}
