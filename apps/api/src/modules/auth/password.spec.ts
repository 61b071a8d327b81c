import {
  BCRYPT_COST,
  checkNewPassword,
  hashPassword,
  PASSWORD_MAX_BYTES,
  verifyPassword,
} from './password';

describe('password rules', () => {
  it('accepts 8 characters up to exactly 72 bytes', () => {
    expect(() => checkNewPassword('12345678')).not.toThrow();
    expect(() => checkNewPassword('x'.repeat(PASSWORD_MAX_BYTES))).not.toThrow();
    // 24 three-byte characters: 72 bytes.
    expect(() => checkNewPassword('€'.repeat(24))).not.toThrow();
  });

  it('refuses 73 bytes with a clear message instead of truncating', () => {
    expect(() => checkNewPassword('x'.repeat(73))).toThrow(/at most 72 bytes/);
    // 18 four-byte emoji are 18 characters but 72 bytes; one more character tips it over.
    expect(() => checkNewPassword(`${'🔥'.repeat(18)}x`)).toThrow(/at most 72 bytes/);
  });

  it('refuses fewer than 8 characters, counting emoji as one', () => {
    expect(() => checkNewPassword('1234567')).toThrow(/at least 8 characters/);
    expect(() => checkNewPassword('🔥'.repeat(7))).toThrow(/at least 8 characters/);
  });

  it('hashes with bcrypt cost 12', async () => {
    expect(BCRYPT_COST).toBe(12);
    const hash = await hashPassword('12345678');
    expect(hash).toMatch(/^\$2[ab]\$12\$/);
    expect(await verifyPassword('12345678', hash)).toBe(true);
    expect(await verifyPassword('12345679', hash)).toBe(false);
  });
});
