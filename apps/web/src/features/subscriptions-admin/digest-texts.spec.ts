import {
  DIGEST_TEXTS,
  digestFiguresSummary,
  frequencyLabel,
  runDigestButtonLabel,
  triggerLabel,
} from './digest-texts';

describe('digest texts', () => {
  it('summarises a run as sent, skipped and failed figures', () => {
    expect(digestFiguresSummary({ sent: 3, skipped: 1, failed: 0 })).toBe(
      '3 sent, 1 skipped, 0 failed',
    );
  });

  it('names frequencies and triggers, passing unknown values through', () => {
    expect(frequencyLabel('daily')).toBe('Daily');
    expect(frequencyLabel('weekly')).toBe('Weekly');
    expect(frequencyLabel('monthly')).toBe('monthly');
    expect(triggerLabel('schedule')).toBe('Schedule');
    expect(triggerLabel('manual')).toBe('Manual');
    expect(triggerLabel('replay')).toBe('replay');
  });

  it('labels the run buttons while idle and while sending', () => {
    expect(runDigestButtonLabel('daily', false)).toBe('Send daily digest now');
    expect(runDigestButtonLabel('weekly', false)).toBe('Send weekly digest now');
    expect(runDigestButtonLabel('weekly', true)).toBe('Sending…');
    expect(DIGEST_TEXTS.runDone('weekly')).toBe('Weekly digest finished');
  });

  it('tells the curator how to configure mail', () => {
    expect(DIGEST_TEXTS.mailNotConfigured).toContain('SMTP_URL');
  });
});
