import { expiryLabel } from './expiry-label';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const at = (iso: string) => ({ expiresAt: iso, expired: false });

describe('expiryLabel', () => {
  it('says nothing of a deal without an expiry', () => {
    expect(expiryLabel({ expiresAt: null, expired: false }, NOW)).toBeNull();
  });

  it('marks an expired deal, whatever its time says', () => {
    expect(expiryLabel({ expiresAt: '2026-11-27T11:00:00Z', expired: true }, NOW)).toBe('Expired');
    expect(expiryLabel(at('2026-11-27T12:00:00Z'), NOW)).toBe('Expired');
  });

  it('counts down in minutes, hours, then days, rounding up', () => {
    expect(expiryLabel(at('2026-11-27T12:00:30Z'), NOW)).toBe('Expires in 1 min');
    expect(expiryLabel(at('2026-11-27T12:45:00Z'), NOW)).toBe('Expires in 45 min');
    expect(expiryLabel(at('2026-11-27T14:30:00Z'), NOW)).toBe('Expires in 3 h');
    expect(expiryLabel(at('2026-11-28T23:00:00Z'), NOW)).toBe('Expires in 35 h');
    expect(expiryLabel(at('2026-12-02T12:00:00Z'), NOW)).toBe('Expires in 5 d');
  });
});
