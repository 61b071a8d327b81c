import { copyText } from './clipboard';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface SharedDeal {
  title: string;
  text: string;
  url: string;
}

/** The address a share hands on, saying it was shared (`?src=share`) so its visits count so. */
export function sharedUrl(url: string): string {
  try {
    const address = new URL(url);
    address.searchParams.set('src', 'share');
    return address.href;
  } catch {
    return url;
  }
}

/** The device's share sheet where it has one, else the deal copied to the clipboard. */
export async function shareDeal(shared: SharedDeal): Promise<ShareOutcome> {
  const deal = { ...shared, url: sharedUrl(shared.url) };
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(deal);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Any other refusal (no permission, unsupported data) falls back to the clipboard.
    }
  }
  return (await copyText(`${deal.text}\n${deal.url}`)) ? 'copied' : 'failed';
}
