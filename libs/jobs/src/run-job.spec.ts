import { SCHEDULED_IMPORT_JOB, type ImportJobName } from '@deal-site/queue-contract';
import { UnrecoverableError } from 'bullmq';
import { createRecordingLogger } from '../testing/recording-logger';
import { stubImporter } from '../testing/stub-importer';
import { sleep } from '../testing/wait-for';
import type { ImportJobHandlers } from './job-handlers';
import { runJob } from './run-job';

const RESULT = { imported: 2, notImported: 1, message: 'done' };

describe('runJob', () => {
  it('runs the handler of the named job and logs its start, end and duration', async () => {
    const { logger, entries } = createRecordingLogger();
    const handlers: ImportJobHandlers = {
      [SCHEDULED_IMPORT_JOB]: async (data, deps) => {
        deps.logger.info({ trigger: data.trigger }, 'handler ran');
        await sleep(30);
        return RESULT;
      },
    };

    const result = await runJob(
      SCHEDULED_IMPORT_JOB,
      { trigger: 'manual' },
      { deps: { logger, importer: stubImporter() }, handlers, logContext: { jobId: '7' } },
    );

    expect(result).toEqual(RESULT);
    expect(entries.map((entry) => entry.message)).toEqual([
      'job started',
      'handler ran',
      'job completed',
    ]);
    expect(entries[0].context).toEqual({ job: SCHEDULED_IMPORT_JOB, jobId: '7' });
    expect(entries[2].context).toMatchObject({ job: SCHEDULED_IMPORT_JOB, jobId: '7', result });
    expect(entries[2].context.durationMs).toBeGreaterThanOrEqual(25);
  });

  it('logs a failure with its duration and rethrows the same error', async () => {
    const { logger, entries } = createRecordingLogger();
    const failure = new Error('graph API timed out');
    const handlers: ImportJobHandlers = {
      [SCHEDULED_IMPORT_JOB]: async () => {
        throw failure;
      },
    };

    await expect(
      runJob(
        SCHEDULED_IMPORT_JOB,
        { trigger: 'schedule' },
        { deps: { logger, importer: stubImporter() }, handlers },
      ),
    ).rejects.toBe(failure);
    expect(entries.at(-1)).toEqual({
      level: 'warn',
      message: 'job failed',
      context: { job: SCHEDULED_IMPORT_JOB, durationMs: expect.any(Number), err: failure },
    });
  });

  it('fails an unknown job name as unrecoverable, since retrying cannot help', async () => {
    const { logger } = createRecordingLogger();
    const unknownName = 'no-such-job' as ImportJobName;

    await expect(
      runJob(unknownName, { trigger: 'schedule' }, { deps: { logger, importer: stubImporter() } }),
    ).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('runs the scheduled-import handler, and so the importer, by default', async () => {
    const { logger } = createRecordingLogger();
    const importer = stubImporter(async () => RESULT);

    const result = await runJob(
      SCHEDULED_IMPORT_JOB,
      { trigger: 'schedule' },
      { deps: { logger, importer } },
    );

    expect(result).toEqual(RESULT);
    expect(importer.triggers).toEqual(['schedule']);
  });
});
