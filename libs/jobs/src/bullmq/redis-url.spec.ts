import { redactRedisUrl } from './redis-url';

describe('redactRedisUrl', () => {
  it('hides the password', () => {
    expect(redactRedisUrl('redis://user:secret@host:6379/0')).toBe('redis://user:***@host:6379/0');
    expect(redactRedisUrl('redis://host:6379')).toBe('redis://host:6379');
  });
});
