import type { DigestEmailDeal } from './email-deals';
import { oneLine } from './plain-text';
import { AFFILIATE_DISCLOSURE, PRICE_NOTE } from './site-wording';

/** Disclosure, price note and postal address: the end of every plain-text part. */
export function footerLines(postalAddress: string | null): string[] {
  const lines = [`${AFFILIATE_DISCLOSURE} ${PRICE_NOTE}`];
  if (postalAddress) lines.push('', postalAddress.trim());
  return lines;
}

/** A numbered block: title, price, code, any `notes`, then the deal's page on the site. */
export function dealLines(
  { deal, dealUrl }: DigestEmailDeal,
  position: number,
  notes: string[] = [],
): string[] {
  const lines = [`${position}. ${oneLine(deal.title)}`];
  if (deal.priceLabel) lines.push(`   ${oneLine(deal.priceLabel)}`);
  if (deal.priceAsOf) lines.push(`   Price as of ${deal.priceAsOf}`);
  if (deal.code) lines.push(`   Code: ${oneLine(deal.code)}`);
  lines.push(...notes.map((note) => `   ${note}`), `   ${dealUrl}`);
  return lines;
}

export function subscriberLinkLines(unsubscribeUrl: string, manageUrl?: string): string[] {
  const lines = manageUrl ? [`Manage alerts: ${manageUrl}`] : [];
  lines.push(`Unsubscribe from these e-mails: ${unsubscribeUrl}`);
  return lines;
}
