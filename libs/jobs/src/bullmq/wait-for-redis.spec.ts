import { RedisUnavailableError, waitForRedis } from './wait-for-redis';

describe('waitForRedis', () => {
  it('resolves once the connection is ready', async () => {
    await expect(
      waitForRedis({ waitUntilReady: async () => undefined }, 'redis://localhost:6379'),
    ).resolves.toBeUndefined();
  });

  it('gives up after the timeout with one line that hides the password', async () => {
    const never = { waitUntilReady: () => new Promise<never>(() => undefined) };
    const waiting = waitForRedis(never, 'redis://:secret@cache:6379', 50);
    await expect(waiting).rejects.toBeInstanceOf(RedisUnavailableError);
    await expect(waiting).rejects.toThrow(
      'Redis at redis://:***@cache:6379 did not answer within 50 ms',
    );
  });

  it('names Redis in a connection failure', async () => {
    const refused = { waitUntilReady: () => Promise.reject(new Error('WRONGPASS')) };
    await expect(waitForRedis(refused, 'redis://cache:6379')).rejects.toThrow(
      'Redis at redis://cache:6379: WRONGPASS',
    );
  });
});
