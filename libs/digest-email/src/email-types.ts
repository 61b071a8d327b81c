export type DigestFrequency = 'daily' | 'weekly';

/** One deal as a digest shows it; `imageUrl` is absolute and already sized for e-mail (400 px). */
export interface DigestDeal {
  id: number;
  title: string;
  priceLabel: string | null;
  /** When the price was set, in the site's zone ("Nov 27, 2026, 3:05 PM"); null without a price. */
  priceAsOf: string | null;
  code: string | null;
  imageUrl: string | null;
}

export interface DigestEmailInput {
  frequency: DigestFrequency;
  deals: DigestDeal[];
  publicUrl: string;
  unsubscribeUrl: string;
  postalAddress: string | null;
}

export interface ConfirmationEmailInput {
  confirmUrl: string;
  frequency: DigestFrequency;
  publicUrl: string;
  postalAddress: string | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
