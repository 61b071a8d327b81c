import { normalizedSourceValue } from './source-value';

/** The source a landing URL names itself, with its UTM campaign when given. */
export interface LandingSource {
  src: string;
  medium: string | null;
  campaign: string | null;
}

// Only the query is read, so a path such as `/go/12?src=feed` is as good as a full URL.
const PLACEHOLDER_ORIGIN = 'http://landing.invalid';

/**
 * The first `src`, else the first `utm_source`, of a landing URL (or path), with its `utm_medium`
 * and `utm_campaign`, all normalised; null when neither names a source or the URL is malformed.
 */
export function landingSourceOf(landingUrl: string | URL): LandingSource | null {
  const query = queryOf(landingUrl);
  if (!query) return null;
  const src =
    normalizedSourceValue(query.get('src')) ?? normalizedSourceValue(query.get('utm_source'));
  if (!src) return null;
  return {
    src,
    medium: normalizedSourceValue(query.get('utm_medium')),
    campaign: normalizedSourceValue(query.get('utm_campaign')),
  };
}

function queryOf(landingUrl: string | URL): URLSearchParams | null {
  if (landingUrl instanceof URL) return landingUrl.searchParams;
  if (typeof landingUrl !== 'string') return null;
  try {
    return new URL(landingUrl, PLACEHOLDER_ORIGIN).searchParams;
  } catch {
    return null;
  }
}
