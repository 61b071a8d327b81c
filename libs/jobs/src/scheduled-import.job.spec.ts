import { ImportNotConfiguredError } from '@deal-site/deal-import';
import { SourceError } from '@deal-site/facebook-source';
import { UnrecoverableError } from 'bullmq';
import { createRecordingLogger } from '../testing/recording-logger';
import { stubImporter } from '../testing/stub-importer';
import { handle } from './scheduled-import.job';

const { logger } = createRecordingLogger();
const failingWith = (error: Error) =>
  stubImporter(async () => {
    throw error;
  });

describe('scheduled-import job', () => {
  it('runs the importer with the trigger and answers its result', async () => {
    const result = { imported: 2, notImported: 1, message: 'Imported 2 new deals' };
    const importer = stubImporter(async () => result);

    expect(await handle({ trigger: 'manual' }, { logger, importer })).toEqual(result);
    expect(importer.triggers).toEqual(['manual']);
  });

  it.each([
    ['a revoked token', new SourceError('unrecoverable', 'reconnect the token')],
    ['a missing setting', new ImportNotConfiguredError(['set FACEBOOK_ACCESS_TOKEN'])],
  ])('fails %s as unrecoverable, keeping its message', async (_case, error) => {
    const failure = await handle({ trigger: 'schedule' }, { logger, importer: failingWith(error) })
      .then(() => null)
      .catch((caught: unknown) => caught);

    expect(failure).toBeInstanceOf(UnrecoverableError);
    expect((failure as Error).message).toBe(error.message);
  });

  it.each([
    new SourceError('retry', 'Facebook answered 500'),
    new SourceError('rate-limited', 'Facebook is rate-limiting this app'),
    new Error('connect ECONNRESET'),
  ])('lets "%s" through as is, to be retried with backoff', async (error) => {
    await expect(
      handle({ trigger: 'schedule' }, { logger, importer: failingWith(error) }),
    ).rejects.toBe(error);
  });
});
