import { trustedProxies } from './trusted-proxies';

describe('trustedProxies', () => {
  it('passes a hop count to Fastify as it is', () => {
    expect(trustedProxies(2)).toBe(2);
  });

  it('trusts exactly the listed names, ranges and addresses, asked once or many times', () => {
    const isTrusted = trustedProxies(['loopback', '10.0.0.0/8', '2001:db8::7']);
    if (typeof isTrusted === 'number') throw new Error('expected a function');
    for (let round = 0; round < 3; round += 1) {
      expect(isTrusted('127.0.0.1', 0)).toBe(true);
      expect(isTrusted('::ffff:127.0.0.1', 0)).toBe(true);
      expect(isTrusted('::1', 1)).toBe(true);
      expect(isTrusted('10.1.2.3', 0)).toBe(true);
      expect(isTrusted('2001:db8::7', 0)).toBe(true);
      expect(isTrusted('2001:db8::8', 0)).toBe(false);
      expect(isTrusted('203.0.113.9', 0)).toBe(false);
    }
  });
});
