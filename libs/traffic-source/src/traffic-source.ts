import { landingSourceOf } from './landing-source';
import { type ReferrerGroup } from './referrer-group';
import { referrerSourceOf } from './referrer-source';

/** `campaign` when the landing URL's `src` or `utm_source` named the source. */
export type SourceGroup = ReferrerGroup | 'campaign';

export interface TrafficSource {
  name: string;
  group: SourceGroup;
  medium: string | null;
  campaign: string | null;
}

export interface TrafficArrival {
  /** The page's URL (or path) as the visit beacon or `/go/{id}` received it. */
  landingUrl: string | URL;
  referrer: string | null | undefined;
  /** The site's own host, whose pages are never a source. */
  siteHost: string;
}

/**
 * Where a visit or click came from (issue 57): a `src` or `utm_source` on the landing URL wins, so
 * `src=email` is a campaign; else the referrer's source. Null when there is no `src` and the
 * referrer is the site itself, so the visitor keeps the day's first source.
 */
export function trafficSourceOf({
  landingUrl,
  referrer,
  siteHost,
}: TrafficArrival): TrafficSource | null {
  const landing = landingSourceOf(landingUrl);
  if (landing) {
    const { src, medium, campaign } = landing;
    return { name: src, group: 'campaign', medium, campaign };
  }
  const referred = referrerSourceOf(referrer, siteHost);
  return referred && { ...referred, medium: null, campaign: null };
}
