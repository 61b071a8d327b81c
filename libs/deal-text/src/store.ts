import { rememberRecent } from './recent-answers';

export type Store = 'amazon' | 'walmart' | 'target' | 'homedepot';

/** Amazon's Associates rules ask for these words wherever the site or its e-mails show its deals. */
export const AMAZON_ASSOCIATE_STATEMENT =
  'As an Amazon Associate I earn from qualifying purchases.';

const AMAZON_MARKETPLACE_SUFFIXES = [
  'com',
  'ca',
  'com.mx',
  'com.br',
  'co.uk',
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'se',
  'pl',
  'com.be',
  'com.tr',
  'ae',
  'sa',
  'eg',
  'in',
  'co.jp',
  'com.au',
  'sg',
  'cn',
];

/** The domains whose links (subdomains included) each store is known by. */
export const STORE_DOMAINS: Readonly<Record<Store, readonly string[]>> = {
  amazon: [
    ...AMAZON_MARKETPLACE_SUFFIXES.map((suffix) => `amazon.${suffix}`),
    'amzn.to',
    'amzn.com',
    'a.co',
  ],
  walmart: ['walmart.com'],
  target: ['target.com'],
  homedepot: ['homedepot.com'],
};

/**
 * Store apps open a web address given under their own scheme (scheme://host/path?query).
 * Amazon's product page is rebuilt from the ASIN so tracking paths do not confuse the app.
 */
const APP_SCHEMES: Record<Store, string> = {
  amazon: 'com.amazon.mobile.shopping.web',
  walmart: 'walmart',
  target: 'target',
  homedepot: 'homedepot',
};

const ASIN_IN_PATH = /\/(?:dp|gp\/product|product)\/([A-Za-z0-9]{10})(?=\/|$)/;

function parseHttpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function storeOfHost(hostname: string): Store | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const stores = Object.keys(STORE_DOMAINS) as Store[];
  const matches = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  return stores.find((store) => STORE_DOMAINS[store].some(matches)) ?? null;
}

/** The supported store a link points at, judged by its host only. */
export function detectStore(url: string | null | undefined): Store | null {
  return url ? storeOfLink(url) : null;
}

const storeOfLink = rememberRecent((url: string): Store | null => {
  const parsed = parseHttpUrl(url);
  return parsed ? storeOfHost(parsed.hostname) : null;
});

/** The Amazon product id (ASIN) in an Amazon link's path, uppercased. */
export function amazonProductId(url: string | null | undefined): string | null {
  const parsed = parseHttpUrl(url);
  if (!parsed || storeOfHost(parsed.hostname) !== 'amazon') return null;
  const match = ASIN_IN_PATH.exec(parsed.pathname);
  return match ? match[1].toUpperCase() : null;
}

/** The store app's link for a supported store's web link, else null. */
export function appDeepLink(url: string | null | undefined): string | null {
  const parsed = parseHttpUrl(url);
  const store = parsed ? storeOfHost(parsed.hostname) : null;
  if (!parsed || !store) return null;
  const scheme = APP_SCHEMES[store];
  const asin = store === 'amazon' ? amazonProductId(parsed.href) : null;
  if (asin) return `${scheme}://amazon.com/dp/${asin}`;
  return `${scheme}://${parsed.host}${parsed.pathname}${parsed.search}`;
}
