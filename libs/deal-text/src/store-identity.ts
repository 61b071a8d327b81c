import { parse } from 'tldts';
import { dealLink } from './deal-link';
import { rememberRecent } from './recent-answers';
import { type DealLike } from './types';

export interface StoreIdentity {
  /** The registrable domain without its public suffix, lower case: "amazon" for amazon.co.uk. */
  readonly slug: string;
  readonly name: string;
  /** The registrable domain: "amazon.co.uk". */
  readonly domain: string;
}

const AMAZON: StoreIdentity = Object.freeze({
  slug: 'amazon',
  name: 'Amazon',
  domain: 'amazon.com',
});

const STORE_SHORT_LINK_DOMAINS = new Map<string, StoreIdentity>([
  ['amzn.to', AMAZON],
  ['amzn.com', AMAZON],
  ['a.co', AMAZON],
  ['amzn.eu', AMAZON],
  ['amzn.asia', AMAZON],
]);

// A shortened link may lead to any shop, so it names none.
const GENERIC_SHORTENER_DOMAINS = new Set([
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'buff.ly',
  'is.gd',
  'v.gd',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'lnkd.in',
  'linktr.ee',
  'rb.gy',
  't.ly',
  'shorte.st',
  'fb.me',
  'trib.al',
]);

// A Map, so a slug such as "constructor" finds nothing inherited.
const STORE_NAMES = new Map(
  Object.entries({
    amazon: 'Amazon',
    walmart: 'Walmart',
    target: 'Target',
    homedepot: 'The Home Depot',
    bestbuy: 'Best Buy',
    ebay: 'eBay',
    costco: 'Costco',
    lowes: "Lowe's",
    macys: "Macy's",
    kohls: "Kohl's",
    newegg: 'Newegg',
    etsy: 'Etsy',
    wayfair: 'Wayfair',
    nike: 'Nike',
    adidas: 'adidas',
    sephora: 'Sephora',
    ulta: 'Ulta Beauty',
    aliexpress: 'AliExpress',
    temu: 'Temu',
    shein: 'SHEIN',
    nordstrom: 'Nordstrom',
    gap: 'Gap',
    oldnavy: 'Old Navy',
    samsclub: "Sam's Club",
    bhphotovideo: 'B&H Photo',
    apple: 'Apple',
    microsoft: 'Microsoft',
    dell: 'Dell',
    lenovo: 'Lenovo',
    gamestop: 'GameStop',
    officedepot: 'Office Depot',
    ikea: 'IKEA',
    lego: 'LEGO',
    rei: 'REI',
    chewy: 'Chewy',
    woot: 'Woot',
  }),
);

const TLD_OPTIONS = {
  allowPrivateDomains: true,
  // Amazon's Belgian marketplace, amazon.com.be, sits under a suffix the public list does not hold.
  extraSuffixes: { icann: ['com.be'] },
};

const STORE_SLUG = /^[a-z0-9-]{1,63}$/;

/** True for a store slug as route params carry it: lower-case letters, digits and hyphens. */
export function storeSlugIsValid(slug: unknown): slug is string {
  return typeof slug === 'string' && STORE_SLUG.test(slug);
}

/** The stores this file names, as [slug, name] pairs. */
export function wellKnownStores(): [string, string][] {
  return [...STORE_NAMES];
}

/** The name a store slug shows until the curator renames it: "Best Buy" for bestbuy. */
export function storeDisplayName(slug: string): string {
  return STORE_NAMES.get(slug) ?? slug.charAt(0).toUpperCase() + slug.slice(1);
}

function hostOfHttpUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null;
  } catch {
    return null;
  }
}

/**
 * A host under a private suffix (user.github.io, shop.myshopify.com) is one customer of a hosting
 * platform: naming the platform would lump unrelated sellers together, and naming the customer's
 * own label would let amazon.github.io pass for Amazon. Such hosts name no store.
 */
function storeOfHost(host: string): StoreIdentity | null {
  const parsed = parse(host, TLD_OPTIONS);
  const { domain, domainWithoutSuffix } = parsed;
  if (parsed.isIp || !parsed.isIcann || parsed.isPrivate || !domain || !domainWithoutSuffix) {
    return null;
  }
  if (GENERIC_SHORTENER_DOMAINS.has(domain)) return null;
  const shortLinkStore = STORE_SHORT_LINK_DOMAINS.get(domain);
  if (shortLinkStore) return shortLinkStore;
  const slug = domainWithoutSuffix.toLowerCase();
  if (!storeSlugIsValid(slug)) return null;
  return Object.freeze({ slug, name: storeDisplayName(slug), domain: domain.toLowerCase() });
}

const storeOfLink = rememberRecent((url: string): StoreIdentity | null => {
  const host = hostOfHttpUrl(url);
  return host ? storeOfHost(host) : null;
});

/**
 * The store an http(s) link belongs to, judged by its registrable domain: www.amazon.com and
 * amazon.co.uk are both Amazon; store short links (amzn.to) count as their store.
 */
export function storeOfUrl(url: string | null | undefined): StoreIdentity | null {
  return url ? storeOfLink(url) : null;
}

/** The store a deal's Grab Deal link leads to (dealLink), by slug as deals.store_slug keeps it; null for none. */
export function storeSlugOfDeal(
  deal: Pick<DealLike, 'description' | 'affiliateLink'>,
): string | null {
  return storeOfUrl(dealLink(deal))?.slug ?? null;
}
