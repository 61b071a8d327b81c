import { stubImporter } from '@deal-site/jobs/testing';
import { recordingLogger, type LoggedLine } from '../../../test/recording-logger';
import type { JobScheduling } from './job-scheduling';
import { startJobScheduling } from './start-job-scheduling';

async function waitFor(condition: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('startJobScheduling without Redis', () => {
  let scheduling: JobScheduling | undefined;

  afterEach(async () => {
    await scheduling?.stop();
    scheduling = undefined;
  });

  const completedRuns = (lines: LoggedLine[]) =>
    lines.filter((line) => line.msg === 'job completed');

  it('runs the import handler in-process on its schedule and logs each run with its duration', async () => {
    const { logger, lines } = recordingLogger();
    scheduling = await startJobScheduling({
      redisUrl: null,
      siteTimeZone: 'America/Chicago',
      logger,
      importer: stubImporter(),
      inProcessTiming: { pattern: '* * * * * *', tz: 'America/Chicago' },
    });
    expect(scheduling.mode).toBe('in-process');

    await waitFor(() => completedRuns(lines).length >= 1, 'a scheduled run', 3_000);

    expect(completedRuns(lines)[0]).toMatchObject({
      job: 'scheduled-import',
      trigger: 'schedule',
      durationMs: expect.any(Number),
      result: { imported: 0, notImported: 0 },
    });
  });

  it('runs an import at once when asked', async () => {
    const { logger, lines } = recordingLogger();
    scheduling = await startJobScheduling({
      redisUrl: null,
      siteTimeZone: 'America/Chicago',
      logger,
      importer: stubImporter(),
    });

    await scheduling.enqueueImportNow('manual');
    await waitFor(() => completedRuns(lines).length === 1, 'the manual run');

    expect(completedRuns(lines)[0]).toMatchObject({ trigger: 'manual' });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'in-process scheduler started', job: 'scheduled-import' }),
    );
  });
});
