import { digestImageUrl } from '@deal-site/digest-delivery';
import { displayTitle, priceLabel } from '@deal-site/deal-text';

/** Push services take about 4 KB; the contract keeps a margin for the encryption's overhead. */
export const MAX_PUSH_PAYLOAD_BYTES = 3 * 1024;

/** What the service worker shows: the deal's title, price label and image, and where a click goes. */
export interface PushPayload {
  id: number;
  title: string;
  price: string;
  image: string | null;
  url: string;
}

/** A deal's columns the payload is built from. */
export interface PushDeal {
  id: number;
  title: string;
  description: string;
  price: string;
  percentOff: number | null;
  imageUrl: string;
  category: string;
  affiliateLink: string;
}

export function pushDealUrl(dealId: number): string {
  return `/deals/${dealId}?src=push`;
}

const byteLength = (payload: PushPayload) => Buffer.byteLength(JSON.stringify(payload), 'utf8');

/**
 * The deal as JSON of at most MAX_PUSH_PAYLOAD_BYTES: the card-sized image on this site (as the
 * digest e-mails link it), left out when it alone would not fit, then the title shortened.
 */
export function pushPayload(deal: PushDeal, publicUrl: string): string {
  const payload: PushPayload = {
    id: deal.id,
    title: displayTitle(deal),
    price: priceLabel(deal),
    image: digestImageUrl(deal.imageUrl, publicUrl),
    url: pushDealUrl(deal.id),
  };
  if (byteLength(payload) > MAX_PUSH_PAYLOAD_BYTES) payload.image = null;
  let characters = [...payload.title];
  while (byteLength(payload) > MAX_PUSH_PAYLOAD_BYTES && characters.length > 0) {
    const excess = byteLength(payload) - MAX_PUSH_PAYLOAD_BYTES;
    // A character is at most 6 bytes of JSON (\u escapes); cut at least one.
    characters = characters.slice(0, Math.max(0, characters.length - Math.max(1, excess >> 2) - 1));
    payload.title = `${characters.join('')}…`;
  }
  return JSON.stringify(payload);
}
