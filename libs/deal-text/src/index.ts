export {
  ALERT_SECTIONS,
  ALERT_STORES,
  MAX_ALERT_KEYWORD_LENGTH,
  alertLabel,
  alertMatcher,
  matchesAlert,
  matchingAlerts,
  normalizeAlert,
} from './alert-match';
export type {
  AlertKind,
  AlertMatcher,
  AlertRule,
  AlertSection,
  AlertableDeal,
} from './alert-match';
export { extractCouponCode } from './coupon-code';
export { averageClicks, formatAverage, isHotDeal } from './hot-deal';
export { dealLink } from './deal-link';
export type { DealCategoryName, DealFields, PostedDealFields } from './deal-fields';
export { DEAL_LIMITS } from './deal-limits';
export { dealSummary } from './deal-summary';
export type { DealSummary, SummarizedDeal } from './deal-summary';
export { titleKey } from './dedupe';
export { dayWindows, localDateString, startOfDayInZone } from './day-split';
export type { DayWindows } from './day-split';
export { findPastedEndDate } from './end-date';
export { asciiHttpUrl, isSafeHttpUrl } from './http-url';
export { normalizeImageList, splitImageList } from './image-list';
export { parseDealPaste } from './paste-parser';
export { instantOfLocalDateTime, localDateTimeString } from './zoned-time';
export { rememberZoneOffsets, zoneOffsets } from './wall-clock';
export {
  PERCENT_OFF_MAX,
  PERCENT_OFF_MIN,
  isValidPercentOff,
  parsePercentOff,
  percentOffOf,
} from './percent-off';
export { PRICE_PARSE_CAP, normalizePrice, parsePriceFromText } from './price';
export { priceAndSavingLabel } from './price-and-saving';
export type { PricedDeal } from './price-and-saving';
export { PRICE_DROP_LABEL, isPlainAmount, priceLabel } from './price-label';
export { priceTimeLabel } from './price-time';
export { parsePriceValue } from './price-value';
export type { PriceValue } from './price-value';
export { productKeyOf } from './product-identity';
export { rememberRecent } from './recent-answers';
export { AMAZON_ASSOCIATE_STATEMENT, amazonProductId, appDeepLink, detectStore } from './store';
export type { Store } from './store';
export { storeDisplayName, storeOfUrl, storeSlugIsValid, storeSlugOfDeal } from './store-identity';
export type { StoreIdentity } from './store-identity';
export { UNTITLED_DEAL, displayTitle, titleSize } from './title';
export type { TitleSize } from './title';
export type { DealDraft, DealLike } from './types';
