import { MATCHING_ALERTS_HEADING, matchedAlertsLine } from './alert-wording';
import type { ConfirmationWording } from './digest-wording';
import type { AlertEmailItem, DigestEmailDeal } from './email-deals';
import type { DigestFrequency } from './email-types';
import { SITE_NAME } from './site-wording';
import { dealLines, footerLines, subscriberLinkLines } from './text-parts';

export interface DigestTextInput {
  heading: string;
  frequency: DigestFrequency;
  deals: DigestEmailDeal[];
  matching?: AlertEmailItem[];
  unsubscribeUrl: string;
  manageUrl?: string;
  postalAddress: string | null;
}

/** The deals matching the subscriber's alerts, under their own heading before the full list. */
function matchingLines(matching: AlertEmailItem[]): string[] {
  if (matching.length === 0) return [];
  return [
    `${MATCHING_ALERTS_HEADING}:`,
    '',
    ...matching.flatMap((item, index) => {
      const matched = matchedAlertsLine(item.deal.matchedAlerts);
      return [...dealLines(item, index + 1, matched ? [matched] : []), ''];
    }),
    'All new deals:',
    '',
  ];
}

/** The plain-text part: one numbered block per deal, then the subscriber's links and the footer. */
export function digestText({
  heading,
  frequency,
  deals,
  matching = [],
  unsubscribeUrl,
  manageUrl,
  postalAddress,
}: DigestTextInput): string {
  return [
    `${SITE_NAME}: ${heading}`,
    `Your ${frequency} pick of deals. Open one to see the price, the code and the retailer.`,
    '',
    ...matchingLines(matching),
    ...deals.flatMap((deal, index) => [...dealLines(deal, index + 1), '']),
    '--',
    ...subscriberLinkLines(unsubscribeUrl, manageUrl),
    '',
    ...footerLines(postalAddress),
    '',
  ].join('\n');
}

export interface ConfirmationTextInput {
  confirmUrl: string;
  wording: ConfirmationWording;
  siteHost: string;
  postalAddress: string | null;
}

export function confirmationText({
  confirmUrl,
  wording,
  siteHost,
  postalAddress,
}: ConfirmationTextInput): string {
  return [
    `${SITE_NAME}: ${wording.heading.replace(/^Confirm/, 'confirm')}`,
    '',
    `Someone, hopefully you, asked for ${wording.request} (${siteHost}).`,
    `${wording.meanwhile} To confirm, open this link and press '${wording.button}':`,
    confirmUrl,
    '',
    wording.ignore,
    '',
    '--',
    ...footerLines(postalAddress),
    '',
  ].join('\n');
}
