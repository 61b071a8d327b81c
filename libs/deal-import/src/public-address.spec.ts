import type { LookupAddress } from 'node:dns';
import { isPublicAddress, judgedLookup } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8'],
    ['93.184.215.14'],
    ['2606:4700::6810:85e5'],
    ['2a00:1450:4001:82a::200e'],
    ['2001:4860:4860::8888'],
  ])('calls %s public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 private', '10.1.2.3'],
    ['IPv4 private', '172.31.255.255'],
    ['IPv4 private', '192.168.1.1'],
    ['IPv4 this network', '0.0.0.0'],
    ['IPv4 shared (CGNAT)', '100.64.0.1'],
    ['IPv4 link-local (cloud metadata)', '169.254.169.254'],
    ['IPv4 benchmarking', '198.18.0.1'],
    ['IPv4 multicast', '224.0.0.1'],
    ['IPv4 reserved and broadcast', '255.255.255.255'],
    ['IPv4-compatible', '::7f00:1'],
    ['IPv4-compatible, dotted', '::127.0.0.1'],
    ['IPv4-compatible of a public address', '::8.8.8.8'],
    ['IPv4-mapped', '::ffff:7f00:1'],
    ['IPv4-mapped, dotted', '::ffff:127.0.0.1'],
    ['IPv4-mapped of a public address', '::ffff:8.8.8.8'],
    ['IPv4-translated', '::ffff:0:7f00:1'],
    ['NAT64', '64:ff9b::7f00:1'],
    ['NAT64 of a public address', '64:ff9b::808:808'],
    ['local-use NAT64', '64:ff9b:1::7f00:1'],
    ['6to4', '2002:7f00:1::'],
    ['6to4 of a public address', '2002:808:808::1'],
    ['Teredo', '2001::7f00:1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['ISATAP in a global prefix', '2606:4700::200:5efe:7f00:1'],
    ['ISATAP in a global prefix', '2606:4700::5efe:10.0.0.1'],
    ['documentation', '2001:db8::1'],
    ['site-local', 'fec0::1'],
    ['unique-local', 'fc00::1'],
    ['unique-local', 'fd12:3456:789a::1'],
    ['link-local', 'fe80::1'],
    ['scoped link-local', 'fe80::1%eth0'],
    ['multicast', 'ff02::1'],
    ['unspecified', '::'],
    ['loopback', '::1'],
    ['discard-only', '100::1'],
    ['no address at all', 'localhost'],
  ])('refuses %s %s', (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('judgedLookup', () => {
  const lookUp = (hostname: string, all: boolean) =>
    new Promise<LookupAddress[] | string>((resolve, reject) => {
      judgedLookup(isPublicAddress)(hostname, { all }, (error, address) =>
        error ? reject(error) : resolve(address),
      );
    });

  it('answers an address it judged public, in either callback shape', async () => {
    expect(await lookUp('8.8.8.8', false)).toBe('8.8.8.8');
    expect(await lookUp('2606:4700::1', true)).toEqual([{ address: '2606:4700::1', family: 6 }]);
  });

  it.each(['::7f00:1', '::ffff:127.0.0.1', 'localhost'])(
    'fails the lookup of %s before any connection',
    async (hostname) => {
      await expect(lookUp(hostname, true)).rejects.toThrow(/is not allowed: not a public address/);
      await expect(lookUp(hostname, false)).rejects.toThrow(/is not allowed/);
    },
  );
});
