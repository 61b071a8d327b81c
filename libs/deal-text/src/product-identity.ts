import { rememberRecent } from './recent-answers';
import { storeOfUrl } from './store-identity';

// Where Amazon's link shapes put the product id: /dp/, /gp/product/, /gp/aw/d/ (mobile),
// /exec/obidos/ASIN/ and /exec/obidos/tg/detail/-/ (old links), /o/ and /product/; a slug may
// come before any of them.
const ASIN_IN_PATH =
  /\/(?:dp|gp\/product|gp\/aw\/d|exec\/obidos\/asin|exec\/obidos\/tg\/detail\/-|o|product)\/([a-z0-9]{10})(?=\/|$)/i;
// An ASIN proper ("B0" and eight more) or an ISBN-10 for a book; anything else is not guessed at.
const ASIN = /^(?:B0[A-Z0-9]{8}|\d{9}[\dX])$/;

const TRACKING_PARAMETERS = new Set(
  [
    'tag',
    'ref',
    'ref_',
    'fbclid',
    'gclid',
    'dclid',
    'msclkid',
    'mc_cid',
    'mc_eid',
    'igshid',
    'yclid',
    '_ga',
    '_gl',
    'spm',
    'aff',
    'affid',
    'affiliate',
    'irclickid',
    'clickid',
    'cjevent',
    'ranMID',
    'ranEAID',
    'ranSiteID',
    'psc',
    'th',
    'smid',
    'linkCode',
    'linkId',
    'camp',
    'creative',
    'creativeASIN',
    'ascsubtag',
  ].map((name) => name.toLowerCase()),
);

function isTrackingParameter(name: string): boolean {
  const lowerName = name.toLowerCase();
  return lowerName.startsWith('utm_') || TRACKING_PARAMETERS.has(lowerName);
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function asinParameter(url: URL): string | undefined {
  return [...url.searchParams].find(([name]) => name.toLowerCase() === 'asin')?.[1];
}

function asinOf(url: URL): string | null {
  const candidates = [ASIN_IN_PATH.exec(url.pathname)?.[1], asinParameter(url)];
  for (const candidate of candidates) {
    const asin = candidate?.toUpperCase();
    if (asin && ASIN.test(asin)) return asin;
  }
  return null;
}

/** The link as one product's pages share it: no tracking, no fragment, parameters in name order. */
function normalisedLink(url: URL): string {
  const host = url.host.replace(/^www\./, '').replace(/\.(?=:|$)/, '');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const query = new URLSearchParams(
    [...url.searchParams].filter(([name]) => !isTrackingParameter(name)),
  );
  query.sort();
  const search = query.toString();
  return `${url.protocol}//${host}${path}${search ? `?${search}` : ''}`;
}

const productKeyOfLink = rememberRecent((value: string): string | null => {
  const url = parseHttpUrl(value);
  if (!url) return null;
  const asin = storeOfUrl(url.href)?.slug === 'amazon' ? asinOf(url) : null;
  return asin ? `amazon:${asin}` : `url:${normalisedLink(url)}`;
});

/**
 * What deals of one product share: `amazon:<ASIN>` for an Amazon product link on any
 * marketplace, else `url:<link>` with tracking parameters, fragment and "www." removed.
 * An Amazon short link shows no ASIN and keeps its own link rather than a guess.
 */
export function productKeyOf(url: string | null | undefined): string | null {
  return url ? productKeyOfLink(url) : null;
}
