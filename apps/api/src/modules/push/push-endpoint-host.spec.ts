import { AppError } from '../../common/app-error';
import { refuseNonPublicEndpoint, type ResolveHost } from './push-endpoint-host';

const resolvesTo =
  (...addresses: string[]): ResolveHost =>
  async () =>
    addresses;
const notFound: ResolveHost = async () => {
  throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
};

async function refusal(endpoint: string, resolve: ResolveHost, allowLoopback = false) {
  try {
    await refuseNonPublicEndpoint(endpoint, { allowLoopback, resolve });
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { message: (error as AppError).message, ...(error as AppError).details };
  }
}

describe('refuseNonPublicEndpoint', () => {
  it('lets through a name whose every address is public', async () => {
    expect(
      await refusal('https://fcm.googleapis.com/fcm/send/x', resolvesTo('142.250.1.95')),
    ).toBeNull();
    expect(
      await refusal('https://push.example/x', resolvesTo('2a00:1450:4001:80b::200a')),
    ).toBeNull();
  });

  it.each([
    ['a private address', resolvesTo('10.1.2.3')],
    ['one private address among public ones', resolvesTo('142.250.1.95', '192.168.0.10')],
    ['loopback', resolvesTo('127.0.0.1')],
    ['an IPv6 unique local address', resolvesTo('fd00::1')],
    ['IPv4-mapped loopback', resolvesTo('::ffff:127.0.0.1')],
    ['no address', resolvesTo()],
  ])('refuses a name that resolves to %s', async (_case, resolve) => {
    expect(await refusal('https://push.example/x', resolve)).toEqual({
      message: 'endpoint must be on a public host',
      field: 'endpoint',
    });
  });

  it('refuses a name that does not resolve', async () => {
    expect(await refusal('https://push.invalid/x', notFound)).toEqual({
      message: "endpoint's host cannot be found",
      field: 'endpoint',
    });
  });

  it('lets loopback through with IMPORT_ALLOW_PRIVATE_HOSTS, and nothing else private', async () => {
    expect(
      await refusal('https://localhost:8443/x', resolvesTo('127.0.0.1', '::1'), true),
    ).toBeNull();
    expect(await refusal('https://[::1]:8443/x', notFound, true)).toBeNull();
    expect(await refusal('https://push.example/x', resolvesTo('10.0.0.1'), true)).not.toBeNull();
    expect(await refusal('https://169.254.169.254/x', notFound, true)).not.toBeNull();
  });
});
