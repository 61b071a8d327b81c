import { groupOfMedium } from './referrer-group';

describe('groupOfMedium', () => {
  it.each([
    ['search', 'search'],
    ['social', 'social'],
    ['email', 'mail'],
    ['referral', 'site'],
    ['unknown', 'site'],
    ['paid', 'site'],
    ['constructor', 'site'],
  ])('puts the medium %s in %s', (medium, group) => {
    expect(groupOfMedium(medium)).toBe(group);
  });
});
