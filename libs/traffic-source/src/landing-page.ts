import { storeSlugIsValid } from '@deal-site/deal-text';

export type LandingPageKind = 'home' | 'section' | 'deal' | 'store' | 'stores' | 'search' | 'other';

export interface LandingPage {
  kind: LandingPageKind;
  /** Lower case, without query, fragment or trailing slash, at most 128 characters. */
  path: string;
}

export const MAX_LANDING_PATH_LENGTH = 128;

// The pages whose deal list reads `?q=` (useDealFilters in apps/web).
const SEARCHABLE_PAGES = new Set(['/', '/fashion', '/favorites']);
const SECTIONS = new Set(['/fashion', '/favorites']);
const DEAL_PAGE = /^\/deals\/([1-9]\d{0,9})$/;
const STORE_PAGE = /^\/stores\/([^/]+)$/;
// The largest id a signed 32-bit id column holds, as the API's route check has it.
const MAX_DEAL_ID = 2_147_483_647;
const PLACEHOLDER_ORIGIN = 'http://landing.invalid';

/**
 * Which of the site's public pages a visit landed on, from its path or full URL. The search
 * terms are never kept: a search counts under the listing page's path.
 */
export function landingPageOf(path: string): LandingPage {
  const url = urlOf(path);
  if (!url) return { kind: 'other', path: '/' };
  const pagePath = normalizedPath(url.pathname);
  if (SEARCHABLE_PAGES.has(pagePath) && (url.searchParams.get('q') ?? '').trim() !== '') {
    return { kind: 'search', path: pagePath };
  }
  return { kind: kindOf(pagePath), path: pagePath };
}

function kindOf(path: string): LandingPageKind {
  if (path === '/') return 'home';
  if (SECTIONS.has(path)) return 'section';
  if (path === '/stores') return 'stores';
  const dealId = DEAL_PAGE.exec(path)?.[1];
  if (dealId && Number(dealId) <= MAX_DEAL_ID) return 'deal';
  if (storeSlugIsValid(STORE_PAGE.exec(path)?.[1])) return 'store';
  return 'other';
}

function urlOf(path: string): URL | null {
  if (typeof path !== 'string') return null;
  const text = path.trim();
  try {
    // A path's leading slashes are collapsed first: `//fashion` would otherwise name a host.
    return /^[a-z][a-z\d+.-]*:/i.test(text)
      ? new URL(text)
      : new URL(`/${text.replace(/^\/+/, '')}`, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
}

// Lower case because the web app's routes match regardless of case: /Fashion is /fashion.
function normalizedPath(pathname: string): string {
  const path = pathname
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
  return path.slice(0, MAX_LANDING_PATH_LENGTH);
}
