import type { AlertMatcher, AlertRule } from '@deal-site/deal-text';

/** The sections a browser may follow, as the subscription API names them. */
export type PushSection = 'today' | 'fashion' | 'favorites';

/** The deal category behind each section: Today is the daily deals. */
export const PUSH_SECTION_CATEGORIES: Record<PushSection, string> = {
  today: 'daily',
  fashion: 'fashion',
  favorites: 'favorites',
};

/** A browser's push subscription as a fan-out sends to it. */
export interface PushFollower {
  id: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  followsAll: boolean;
  sections: PushSection[];
  /**
   * The keyword and store alerts of the linked e-mail subscription, when it follows them, and the
   * stores it follows on its own.
   */
  alerts: AlertRule[];
  createdAt: Date;
}

/** Whether the follower wants the deal: every deal, its section, or one of its alerts. */
export function followsDeal(
  follower: Pick<PushFollower, 'followsAll' | 'sections' | 'alerts'>,
  deal: { category: string },
  matching: AlertMatcher,
): boolean {
  if (follower.followsAll) return true;
  if (follower.sections.some((section) => PUSH_SECTION_CATEGORIES[section] === deal.category))
    return true;
  return follower.alerts.length > 0 && matching(follower.alerts).length > 0;
}

/** The stored comma list ("today,fashion") as sections; unknown names are dropped. */
export function parseFollowedSections(stored: string): PushSection[] {
  return stored
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is PushSection => name in PUSH_SECTION_CATEGORIES);
}

/** The stored comma list of store slugs ("amazon,bestbuy") as store alerts. */
export function followedStoreAlerts(stored: string): AlertRule[] {
  return stored
    .split(',')
    .filter((slug) => slug !== '')
    .map((slug) => ({ kind: 'store', value: slug }));
}
