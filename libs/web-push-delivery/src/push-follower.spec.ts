import { alertMatcher } from '@deal-site/deal-text';
import {
  followedStoreAlerts,
  followsDeal,
  parseFollowedSections,
  type PushFollower,
} from './push-follower';

const deal = {
  title: 'Crème brûlée torch, 40% off',
  description: 'Kitchen torch for desserts',
  affiliateLink: 'https://www.amazon.com/dp/B0TORCH001',
  category: 'fashion',
};

function follower(
  overrides: Partial<PushFollower>,
): Pick<PushFollower, 'followsAll' | 'sections' | 'alerts'> {
  return { followsAll: false, sections: [], alerts: [], ...overrides };
}

const follows = (overrides: Partial<PushFollower>, target = deal) =>
  followsDeal(follower(overrides), target, alertMatcher(target));

describe('followsDeal', () => {
  it('sends every deal to a browser following all of them', () => {
    expect(follows({ followsAll: true })).toBe(true);
  });

  it('sends a deal of a followed section only', () => {
    expect(follows({ sections: ['fashion'] })).toBe(true);
    expect(follows({ sections: ['today', 'favorites'] })).toBe(false);
  });

  it('takes Today as the daily deals', () => {
    expect(follows({ sections: ['today'] }, { ...deal, category: 'daily' })).toBe(true);
  });

  it('matches alerts as e-mail alerts do: whole words, accents folded, stores', () => {
    expect(follows({ alerts: [{ kind: 'keyword', value: 'creme brulee' }] })).toBe(true);
    expect(follows({ alerts: [{ kind: 'keyword', value: 'torches' }] })).toBe(false);
    expect(follows({ alerts: [{ kind: 'store', value: 'amazon' }] })).toBe(true);
    expect(follows({ alerts: [{ kind: 'store', value: 'walmart' }] })).toBe(false);
  });

  it('sends nothing to a browser following nothing that matches', () => {
    expect(follows({})).toBe(false);
  });
});

describe('parseFollowedSections', () => {
  it('reads the stored comma list and drops unknown names', () => {
    expect(parseFollowedSections('today,fashion')).toEqual(['today', 'fashion']);
    expect(parseFollowedSections('')).toEqual([]);
    expect(parseFollowedSections('today,daily')).toEqual(['today']);
  });
});

describe('followedStoreAlerts', () => {
  it('reads the stored slugs as store alerts, which match the deal by its link', () => {
    expect(followedStoreAlerts('amazon,bestbuy')).toEqual([
      { kind: 'store', value: 'amazon' },
      { kind: 'store', value: 'bestbuy' },
    ]);
    expect(followedStoreAlerts('')).toEqual([]);
    expect(follows({ alerts: followedStoreAlerts('walmart,amazon') })).toBe(true);
    expect(follows({ alerts: followedStoreAlerts('walmart') })).toBe(false);
  });
});
