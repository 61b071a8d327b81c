import { createRecordingLogger } from '../testing/recording-logger';
import { handle } from './scheduled-import.job';

describe('scheduled-import job', () => {
  it('imports nothing yet and says so in its result and its log', async () => {
    const { logger, entries } = createRecordingLogger();

    const result = await handle({ trigger: 'schedule' }, { logger });

    expect(result).toEqual({
      imported: 0,
      notImported: 0,
      message: expect.stringContaining('not implemented yet'),
    });
    expect(entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: result.message,
        context: expect.objectContaining({ trigger: 'schedule' }),
      }),
    ]);
  });
});
