/** The JSON body of a deal's push, as the fan-out sends it. */
export interface DealPushPayload {
  id: number;
  title: string;
  /** The deal's price label ("Under $20", "30% OFF", "Price Drop!"). */
  price: string;
  /** Absolute URL of the deal's card-sized image, or null. */
  image: string | null;
  /** The deal's page, `/deals/{id}?src=push`. */
  url: string;
}

export interface DealNotification {
  title: string;
  options: NotificationOptions & { image?: string };
}

const FALLBACK_ICON = '/icon-192.png';

/** The notification a deal's push shows; an unreadable push still shows the site, not nothing. */
export function dealNotification(payload: unknown, siteName: string): DealNotification {
  const deal = payload as Partial<DealPushPayload> | null;
  if (!deal || typeof deal.title !== 'string' || typeof deal.url !== 'string') {
    return {
      title: siteName,
      options: { body: 'New deals are in.', icon: FALLBACK_ICON, data: { url: '/' } },
    };
  }
  const image = typeof deal.image === 'string' ? deal.image : undefined;
  return {
    title: deal.title,
    options: {
      body: [deal.price, siteName].filter(Boolean).join(' · '),
      icon: image ?? FALLBACK_ICON,
      ...(image ? { image } : {}),
      badge: FALLBACK_ICON,
      tag: `deal-${String(deal.id)}`,
      data: { url: deal.url },
    },
  };
}
