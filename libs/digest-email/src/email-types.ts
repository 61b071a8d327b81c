import type { DealSummary } from '@deal-site/deal-text';

export type DigestFrequency = 'daily' | 'weekly';

/** One deal as a digest shows it; `imageUrl` is absolute and already sized for e-mail (400 px). */
export interface DigestDeal extends Omit<DealSummary, 'priceLabel'> {
  id: number;
  title: string;
  /** null leaves the price line out. */
  priceLabel: string | null;
  imageUrl: string | null;
}

export interface DigestEmailInput {
  frequency: DigestFrequency;
  deals: DigestDeal[];
  /** Deals of the period matching the subscriber's digest alerts, shown first as their own part. */
  matching?: AlertEmailDeal[];
  publicUrl: string;
  unsubscribeUrl: string;
  /** The subscriber's page to change alerts, frequency or unsubscribe; shown in the footer. */
  manageUrl?: string;
  postalAddress: string | null;
}

export interface AlertEmailDeal extends DigestDeal {
  /** How each alert the deal matched reads: “kayak”, Amazon, Fashion (already formatted). */
  matchedAlerts: string[];
}

export interface AlertEmailInput {
  /** At least one: an empty list rejects. */
  deals: AlertEmailDeal[];
  publicUrl: string;
  unsubscribeUrl: string;
  /** The subscriber's page to change alerts, frequency or unsubscribe. */
  manageUrl: string;
  postalAddress: string | null;
}

export interface ConfirmationEmailInput {
  confirmUrl: string;
  frequency: DigestFrequency;
  /** A confirmed subscriber's store alert to confirm (the store's name), not a new subscription. */
  store?: string;
  publicUrl: string;
  postalAddress: string | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
