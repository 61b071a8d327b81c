import { ALERT_INTRO, alertReason, matchedAlertsLine } from './alert-wording';
import type { AlertEmailItem } from './email-deals';
import { SITE_NAME } from './site-wording';
import { dealLines, footerLines, subscriberLinkLines } from './text-parts';

export interface AlertTextInput {
  heading: string;
  deals: AlertEmailItem[];
  siteHost: string;
  unsubscribeUrl: string;
  manageUrl: string;
  postalAddress: string | null;
}

/** The plain-text part: one numbered block per deal with the alerts it matched, then the footer. */
export function alertText({
  heading,
  deals,
  siteHost,
  unsubscribeUrl,
  manageUrl,
  postalAddress,
}: AlertTextInput): string {
  return [
    `${SITE_NAME}: ${heading}`,
    ALERT_INTRO,
    '',
    ...deals.flatMap((item, index) => {
      const matched = matchedAlertsLine(item.deal.matchedAlerts);
      return [...dealLines(item, index + 1, matched ? [matched] : []), ''];
    }),
    '--',
    alertReason(siteHost),
    ...subscriberLinkLines(unsubscribeUrl, manageUrl),
    '',
    ...footerLines(postalAddress),
    '',
  ].join('\n');
}
