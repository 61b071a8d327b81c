import type { AlertEmailDeal } from './email-types';
import { oneLine, shortenAtWord } from './plain-text';

/** Long enough for most titles, short enough for a subject line not to be cut by the client. */
const SUBJECT_TITLE_LENGTH = 80;

/** "1 new deal matching your alerts", "3 new deals matching your alerts". */
export function alertHeading(dealCount: number): string {
  const noun = dealCount === 1 ? 'deal' : 'deals';
  return `${dealCount} new ${noun} matching your alerts`;
}

/** `New deal for “kayak”: Inflatable kayak` for one deal, the heading for several. */
export function alertSubject(deals: AlertEmailDeal[]): string {
  if (deals.length !== 1) return alertHeading(deals.length);
  const [{ title, matchedAlerts }] = deals;
  const shortTitle = shortenAtWord(title, SUBJECT_TITLE_LENGTH);
  const firstAlert = matchedAlerts.length > 0 ? oneLine(matchedAlerts[0]) : '';
  return firstAlert
    ? `New deal for ${firstAlert}: ${shortTitle}`
    : `New deal matching your alerts: ${shortTitle}`;
}

/** `Matched: “kayak”, Amazon`, or null when the deal carries no alert labels. */
export function matchedAlertsLine(matchedAlerts: string[]): string | null {
  const labels = matchedAlerts.map(oneLine).filter((label) => label !== '');
  return labels.length > 0 ? `Matched: ${labels.join(', ')}` : null;
}

export function alertReason(siteHost: string): string {
  return `You get this because you set alerts on ${siteHost}.`;
}

export const ALERT_INTRO =
  'New deals that match your alerts. Open one to see the price, the code and the retailer.';

/** The digest's part of deals matching the subscriber's alerts. */
export const MATCHING_ALERTS_HEADING = 'Matching your alerts';
