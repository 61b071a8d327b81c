import { detectStore, type Store } from '@deal-site/deal-text';

/** Stores whose bot-blocking makes an automated answer meaningless, by display name. */
const BOT_BLOCKING_STORES: Partial<Record<Store, string>> = {
  amazon: 'Amazon',
  walmart: 'Walmart',
  target: 'Target',
};

/** The name of the bot-blocking store a link points at, else null. */
export function botBlockingStore(url: URL): string | null {
  const store = detectStore(url.href);
  return (store && BOT_BLOCKING_STORES[store]) ?? null;
}
