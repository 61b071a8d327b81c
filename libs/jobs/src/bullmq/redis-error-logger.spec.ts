import { createRecordingLogger } from '../../testing/recording-logger';
import { createRedisErrorLogger } from './redis-error-logger';

describe('createRedisErrorLogger', () => {
  it('logs an error once, holds back its repeats for 30 s, and logs a new error at once', () => {
    const { logger, entries } = createRecordingLogger();
    let now = 0;
    const onError = createRedisErrorLogger(logger, 'queue: Redis error', () => now);
    const refused = new Error('connect ECONNREFUSED');

    onError(refused);
    now = 1_000;
    onError(refused);
    onError(new Error('READONLY'));
    now = 40_000;
    onError(new Error('READONLY'));

    expect(entries.map((entry) => (entry.context.err as Error).message)).toEqual([
      'connect ECONNREFUSED',
      'READONLY',
      'READONLY',
    ]);
  });
});
