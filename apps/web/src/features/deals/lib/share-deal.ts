import { copyText } from './clipboard';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface SharedDeal {
  title: string;
  text: string;
  url: string;
}

/** The device's share sheet where it has one, else the deal copied to the clipboard. */
export async function shareDeal(deal: SharedDeal): Promise<ShareOutcome> {
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
