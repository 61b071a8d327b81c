import { checkNewUsername, normalizeUsername } from './username';

describe('usernames', () => {
  it('normalizes case and surrounding spaces', () => {
    expect(normalizeUsername('  Alice.Smith ')).toBe('alice.smith');
  });

  it.each(['abc', 'Alice_01', 'first.last', 'a-b', 'x'.repeat(32)])('accepts %p', (name) => {
    expect(checkNewUsername(name)).toBe(name);
  });

  it('trims before checking', () => {
    expect(checkNewUsername('  alice ')).toBe('alice');
  });

  it.each([
    ['ab', /3 to 32 characters/],
    ['x'.repeat(33), /3 to 32 characters/],
    ['alice smith', /only letters, digits/],
    ['<script>', /only letters, digits/],
    ['ålice', /only letters, digits/],
    ['alice@example.com', /only letters, digits/],
  ])('refuses %p', (name, message) => {
    expect(() => checkNewUsername(name)).toThrow(message);
  });
});
