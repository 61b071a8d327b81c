import { createRecordingLogger } from '../../testing/recording-logger';
import { readMaxMemoryPolicy, warnUnlessNoEviction } from './redis-eviction-policy';

const infoWith = (policy: string) =>
  `# Memory\r\nused_memory:1024\r\nmaxmemory_policy:${policy}\r\nmem_fragmentation_ratio:1.2\r\n`;

describe('Redis eviction policy check', () => {
  it('reads the policy from INFO', () => {
    expect(readMaxMemoryPolicy(infoWith('allkeys-lru'))).toBe('allkeys-lru');
    expect(readMaxMemoryPolicy('# Server\r\nredis_version:7.0.15\r\n')).toBeNull();
  });

  it('stays quiet for noeviction', async () => {
    const { logger, entries } = createRecordingLogger();
    await expect(
      warnUnlessNoEviction({ info: async () => infoWith('noeviction') }, logger),
    ).resolves.toBe('noeviction');
    expect(entries).toEqual([]);
  });

  it('warns for any other policy', async () => {
    const { logger, entries } = createRecordingLogger();
    await warnUnlessNoEviction({ info: async () => infoWith('allkeys-lru') }, logger);
    expect(entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: expect.stringContaining('"allkeys-lru"'),
        context: { maxmemoryPolicy: 'allkeys-lru', required: 'noeviction' },
      }),
    ]);
  });

  it('warns, without failing, when INFO cannot be read', async () => {
    const { logger, entries } = createRecordingLogger();
    const refused = { info: async () => Promise.reject(new Error('NOPERM')) };
    await expect(warnUnlessNoEviction(refused, logger)).resolves.toBeNull();
    expect(entries[0]).toMatchObject({ level: 'warn' });
  });
});
