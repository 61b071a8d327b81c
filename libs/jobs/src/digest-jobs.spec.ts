import { MailNotConfiguredError } from '@deal-site/digest-delivery';
import {
  DIGEST_JOB,
  INSTANT_ALERTS_JOB,
  PURGE_PENDING_JOB,
  type EmailDigestJobName,
} from '@deal-site/queue-contract';
import { UnrecoverableError } from 'bullmq';
import { createRecordingLogger } from '../testing/recording-logger';
import { DigestSendsFailedError, runEmailDigestJob, type DigestJobRunner } from './digest-jobs';

function recordingRunner(runDigest: DigestJobRunner['runDigest']) {
  const calls: string[] = [];
  const digests: DigestJobRunner = {
    runDigest: (frequency, trigger) => {
      calls.push(`${frequency}/${trigger}`);
      return runDigest(frequency, trigger);
    },
    purgePending: async () => {
      calls.push('purge');
      return { removed: 2 };
    },
    sendInstantAlerts: async (trigger, owner) => {
      calls.push(`alerts/${trigger}/${owner ?? 'none'}`);
      return { sent: 1, deals: 2, capped: 0, failed: 1 };
    },
  };
  return { digests, calls };
}

describe('runEmailDigestJob', () => {
  it('runs instant alerts as their job, and leaves failed sends to the next run', async () => {
    const { logger, entries } = createRecordingLogger();
    const { digests, calls } = recordingRunner(async () => ({ sent: 0, skipped: 0, failed: 0 }));
    await expect(
      runEmailDigestJob(
        INSTANT_ALERTS_JOB,
        { trigger: 'schedule' },
        { logger, digests },
        {
          jobId: '42',
        },
      ),
    ).resolves.toEqual({ sent: 1, deals: 2, capped: 0, failed: 1 });
    expect(calls).toEqual(['alerts/schedule/bullmq:42']);
    // Every few minutes: its start and end stay out of the info log.
    expect(entries.map(({ level, message }) => `${level} ${message}`)).toEqual([
      'debug job started',
      'debug job completed',
    ]);
  });

  it('runs a digest and the purge, logging each with its duration', async () => {
    const { logger, entries } = createRecordingLogger();
    const { digests, calls } = recordingRunner(async () => ({ sent: 3, skipped: 1, failed: 0 }));
    const deps = { logger, digests };
    await expect(
      runEmailDigestJob(DIGEST_JOB, { frequency: 'weekly', trigger: 'schedule' }, deps),
    ).resolves.toEqual({ sent: 3, skipped: 1, failed: 0 });
    await expect(runEmailDigestJob(PURGE_PENDING_JOB, {}, deps)).resolves.toEqual({ removed: 2 });
    expect(calls).toEqual(['weekly/schedule', 'purge']);
    expect(entries.filter((entry) => entry.message === 'job completed')).toEqual([
      expect.objectContaining({
        context: expect.objectContaining({ durationMs: expect.any(Number) }),
      }),
      expect.objectContaining({ context: expect.objectContaining({ job: PURGE_PENDING_JOB }) }),
    ]);
  });

  it('fails at once, without retries, when mail is not configured or the job is unknown', async () => {
    const { logger } = createRecordingLogger();
    const { digests } = recordingRunner(() => Promise.reject(new MailNotConfiguredError()));
    await expect(
      runEmailDigestJob(DIGEST_JOB, { frequency: 'daily', trigger: 'manual' }, { logger, digests }),
    ).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(
      runEmailDigestJob('resend-everything' as EmailDigestJobName, {}, { logger, digests }),
    ).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('fails a run some of whose messages failed, so the next attempt sends them', async () => {
    const { logger } = createRecordingLogger();
    const { digests } = recordingRunner(async () => ({ sent: 4, skipped: 0, failed: 2 }));
    const attempt = runEmailDigestJob(
      DIGEST_JOB,
      { frequency: 'daily', trigger: 'schedule' },
      { logger, digests },
    );
    await expect(attempt).rejects.toBeInstanceOf(DigestSendsFailedError);
    await expect(attempt).rejects.not.toBeInstanceOf(UnrecoverableError);
    await expect(attempt).rejects.toThrow('2 digest(s) not sent (4 sent, 0 skipped)');
  });

  it('lets other failures through to be retried with backoff', async () => {
    const { logger } = createRecordingLogger();
    const { digests } = recordingRunner(() => Promise.reject(new Error('database is away')));
    const running = runEmailDigestJob(
      DIGEST_JOB,
      { frequency: 'daily', trigger: 'schedule' },
      { logger, digests },
    );
    await expect(running).rejects.toThrow('database is away');
    await expect(running).rejects.not.toBeInstanceOf(UnrecoverableError);
  });
});
