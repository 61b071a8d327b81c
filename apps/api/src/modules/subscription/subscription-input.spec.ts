import { MAX_EMAIL_LENGTH, readFrequency, readSubscriberEmail } from './subscription-input';

describe('readSubscriberEmail', () => {
  it('trims and lower-cases the address', () => {
    expect(readSubscriberEmail('  Ann.Lee+Deals@Example.COM ')).toBe('ann.lee+deals@example.com');
  });

  it.each([
    ['empty', ''],
    ['no at sign', 'ann.example.com'],
    ['no domain dot', 'ann@example'],
    ['two at signs', 'ann@b@example.com'],
    ['a space inside', 'ann lee@example.com'],
    ['a header injected after a newline', 'ann@example.com\nBcc: all@example.com'],
    ['a carriage return', 'ann@example.com\r'],
    ['a domain label starting with a hyphen', 'ann@-example.com'],
    ['not a string', 42],
  ])('refuses %s', (_case, input) => {
    expect(() => readSubscriberEmail(input)).toThrow('Enter a valid e-mail address');
  });

  it(`accepts ${MAX_EMAIL_LENGTH} characters and refuses one more`, () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.com`;
    const longest = `${'a'.repeat(MAX_EMAIL_LENGTH - domain.length - 1)}@${domain}`;
    expect(readSubscriberEmail(longest)).toBe(longest);
    expect(() => readSubscriberEmail(`a${longest}`)).toThrow('Enter a valid e-mail address');
  });
});

describe('readFrequency', () => {
  it('defaults to daily and accepts weekly', () => {
    expect(readFrequency(undefined)).toBe('daily');
    expect(readFrequency('')).toBe('daily');
    expect(readFrequency('weekly')).toBe('weekly');
  });

  it('refuses anything else', () => {
    expect(() => readFrequency('hourly')).toThrow('frequency must be daily or weekly');
    expect(() => readFrequency('WEEKLY')).toThrow('frequency must be daily or weekly');
  });
});
