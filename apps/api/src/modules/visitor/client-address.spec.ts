import type { FastifyRequest } from 'fastify';
import { clientAddress } from './client-address';

/** Fastify's `req.ip`: the socket's address, or X-Forwarded-For's from a proxy TRUST_PROXY names. */
const requestFrom = (ip: string | undefined) => ({ ip }) as unknown as FastifyRequest;

describe('clientAddress', () => {
  it('keeps an IPv4 address as it is, also when it arrives IPv4-mapped', () => {
    expect(clientAddress(requestFrom('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(requestFrom('::ffff:127.0.0.1'))).toBe('127.0.0.1');
  });

  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['1::2:3:4:5:6:7', '1:0:2:3::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['2001:db8:1:2:3::', '2001:db8:1:2::/64'],
  ])('counts the IPv6 address %s as its network %s', (ip, network) => {
    expect(clientAddress(requestFrom(ip))).toBe(network);
  });

  it('gives every address of one /64 the same key and another /64 another', () => {
    const one = clientAddress(requestFrom('2001:db8:a:b:1111::1'));
    expect(clientAddress(requestFrom('2001:db8:a:b:ffff:eeee:dddd:cccc'))).toBe(one);
    expect(clientAddress(requestFrom('2001:db8:a:c::1'))).not.toBe(one);
  });

  it('counts a request whose socket has closed (no address left) under one fixed key', () => {
    expect(clientAddress(requestFrom(undefined))).toBe('unknown');
    expect(clientAddress(requestFrom(''))).toBe('unknown');
  });

  it('gives every text longer than an address one shared key, so none grows a table', () => {
    const garbage = (fill: string) => clientAddress(requestFrom(fill.repeat(5000)));
    expect(garbage('a')).toBe(garbage('b'));
    expect(garbage('a').length).toBeLessThan(64);
    expect(garbage(':')).toBe(garbage('a'));
  });
});
