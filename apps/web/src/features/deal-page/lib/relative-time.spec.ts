import { endsLabel, postedAgoLabel } from './relative-time';

const now = new Date('2026-11-27T18:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const after = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('postedAgoLabel', () => {
  it('counts whole minutes, hours and days', () => {
    expect(postedAgoLabel(before(30_000), now)).toBe('Posted just now');
    expect(postedAgoLabel(before(MINUTE), now)).toBe('Posted 1 minute ago');
    expect(postedAgoLabel(before(59 * MINUTE), now)).toBe('Posted 59 minutes ago');
    expect(postedAgoLabel(before(3 * HOUR + 59 * MINUTE), now)).toBe('Posted 3 hours ago');
    expect(postedAgoLabel(before(24 * HOUR), now)).toBe('Posted 1 day ago');
    expect(postedAgoLabel(before(50 * HOUR), now)).toBe('Posted 2 days ago');
  });

  it('says just now for a time after the render or no time at all', () => {
    expect(postedAgoLabel(after(HOUR), now)).toBe('Posted just now');
    expect(postedAgoLabel('not a date', now)).toBe('Posted just now');
  });
});

describe('endsLabel', () => {
  const running = (expiresAt: string | null) => ({ expiresAt, expired: false });

  it('is null for a deal without an end', () => {
    expect(endsLabel(running(null), now)).toBeNull();
  });

  it('counts down in minutes, hours, then days', () => {
    expect(endsLabel(running(after(20_000)), now)).toBe('Ends in 1 min');
    expect(endsLabel(running(after(45 * MINUTE)), now)).toBe('Ends in 45 min');
    expect(endsLabel(running(after(5 * HOUR + 30 * MINUTE)), now)).toBe('Ends in 5 h');
    expect(endsLabel(running(after(47 * HOUR)), now)).toBe('Ends in 47 h');
    expect(endsLabel(running(after(80 * HOUR)), now)).toBe('Ends in 3 days');
  });

  it('says Expired once the end has come or the server says so', () => {
    expect(endsLabel(running(before(MINUTE)), now)).toBe('Expired');
    expect(endsLabel({ expiresAt: after(HOUR), expired: true }, now)).toBe('Expired');
    expect(endsLabel({ expiresAt: null, expired: true }, now)).toBe('Expired');
  });
});
