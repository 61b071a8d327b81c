import type { DigestEmailDeal } from './components/DigestEmail';
import type { DigestFrequency } from './email-types';
import { oneLine } from './plain-text';
import { AFFILIATE_DISCLOSURE, PRICE_NOTE, SITE_NAME } from './site-wording';

function footerLines(postalAddress: string | null): string[] {
  const lines = [`${AFFILIATE_DISCLOSURE} ${PRICE_NOTE}`];
  if (postalAddress) lines.push('', postalAddress.trim());
  return lines;
}

function dealLines({ deal, dealUrl }: DigestEmailDeal, position: number): string[] {
  const lines = [`${position}. ${oneLine(deal.title)}`];
  if (deal.priceLabel) lines.push(`   ${oneLine(deal.priceLabel)}`);
  if (deal.priceAsOf) lines.push(`   Price as of ${deal.priceAsOf}`);
  if (deal.code) lines.push(`   Code: ${oneLine(deal.code)}`);
  lines.push(`   ${dealUrl}`);
  return lines;
}

export interface DigestTextInput {
  heading: string;
  frequency: DigestFrequency;
  deals: DigestEmailDeal[];
  unsubscribeUrl: string;
  postalAddress: string | null;
}

/** The plain-text part: one numbered block per deal, then unsubscribe and the footer. */
export function digestText({
  heading,
  frequency,
  deals,
  unsubscribeUrl,
  postalAddress,
}: DigestTextInput): string {
  return [
    `${SITE_NAME}: ${heading}`,
    `Your ${frequency} pick of deals. Open one to see the price, the code and the retailer.`,
    '',
    ...deals.flatMap((deal, index) => [...dealLines(deal, index + 1), '']),
    '--',
    `Unsubscribe from these e-mails: ${unsubscribeUrl}`,
    '',
    ...footerLines(postalAddress),
    '',
  ].join('\n');
}

export interface ConfirmationTextInput {
  confirmUrl: string;
  frequency: DigestFrequency;
  siteHost: string;
  postalAddress: string | null;
}

export function confirmationText({
  confirmUrl,
  frequency,
  siteHost,
  postalAddress,
}: ConfirmationTextInput): string {
  return [
    `${SITE_NAME}: confirm your subscription`,
    '',
    `Someone, hopefully you, asked for ${frequency} deal e-mails from ${SITE_NAME} (${siteHost}).`,
    "Nothing is sent until you confirm. To confirm, open this link and press 'Confirm my subscription':",
    confirmUrl,
    '',
    'If you did not ask for this, ignore this e-mail: the request expires in 7 days.',
    '',
    '--',
    ...footerLines(postalAddress),
    '',
  ].join('\n');
}
