import {
  alreadySubscribedDescription,
  storeAlertToConfirmDescription,
  subscribeNote,
  subscribedDescription,
} from './subscribe-texts';

describe('subscribe texts', () => {
  it("keeps the spec's 'will launch soon' note while mail is not configured", () => {
    expect(subscribeNote(false)).toBe('Our e-mail service will launch soon.');
    expect(subscribeNote(true)).toContain('link to confirm');
  });

  it('asks a pending subscriber to confirm from the inbox, naming the frequency', () => {
    expect(
      subscribedDescription({ email: 'a@example.com', frequency: 'weekly', status: 'pending' }),
    ).toBe(
      'A confirmation e-mail is on its way to a@example.com. Check your inbox to confirm your weekly deal updates.',
    );
  });

  it('tells an active subscriber the updates will come', () => {
    expect(
      subscribedDescription({ email: 'a@example.com', frequency: 'daily', status: 'active' }),
    ).toBe("You'll receive daily deal updates at a@example.com.");
  });

  it("names a store page's alert in both answers", () => {
    expect(
      subscribedDescription({
        email: 'a@example.com',
        frequency: 'daily',
        status: 'active',
        store: 'Best Buy',
      }),
    ).toBe(
      "You'll receive daily deal updates and Best Buy deals as they are posted at a@example.com.",
    );
    expect(alreadySubscribedDescription('weekly')).toBe('You already receive weekly updates.');
    expect(alreadySubscribedDescription('weekly', 'Best Buy')).toBe(
      'You already receive weekly updates. Add Best Buy from the "Manage alerts" link in any of our e-mails.',
    );
    expect(storeAlertToConfirmDescription('a@example.com', 'Best Buy')).toBe(
      "You already get our e-mails. We've sent a@example.com a link to add Best Buy to your alerts.",
    );
  });
});
