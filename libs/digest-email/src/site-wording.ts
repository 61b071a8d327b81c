import { AMAZON_ASSOCIATE_STATEMENT } from '@deal-site/deal-text';

/** The site's own name and disclosure wording (apps/web's header and disclosure dialog). */
export const SITE_NAME = 'Daily Deals';

export const AFFILIATE_DISCLOSURE =
  'Some links on this site are affiliate links. When you buy through them, we may earn a small ' +
  `commission at no extra cost to you. ${AMAZON_ASSOCIATE_STATEMENT}`;

export const PRICE_NOTE = 'Prices change quickly and may differ at the retailer.';

export const FREQUENCY_WORDS = {
  daily: { adjective: 'daily', period: 'today' },
  weekly: { adjective: 'weekly', period: 'this week' },
} as const;
