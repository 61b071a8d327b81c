import type { LinkCheckRunCounts, LinkCheckTrigger } from '@deal-site/queue-contract';
import type { LinkCheckOptions } from './link-check-options';
import { LinkChecker } from './link-checker';
import type { SqlLinkCheckStore } from './sql-link-check-store';

/** The slice of a pino logger a run uses. */
export interface LinkHealthLogger {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
}

export interface LinkHealthRunOptions {
  store: SqlLinkCheckStore;
  /** The address rules (IMPORT_ALLOW_PRIVATE_HOSTS) and, in tests, shorter pacing. */
  checkOptions: Omit<LinkCheckOptions, 'signal'>;
  logger: LinkHealthLogger;
  now?: () => Date;
}

/** A run's check could not be written: the run stops, keeping what it had written. */
class CheckNotSavedError extends Error {
  override name = 'CheckNotSavedError';
}

/** The run was stopped from outside (a shutdown); what it wrote stays. */
export class LinkCheckStoppedError extends Error {
  override name = 'LinkCheckStoppedError';
}

/**
 * One run of the link check over every live deal, in the API (no Redis) and in the worker alike.
 * Each check is written as it completes, so a run that stops (a crash, a shutdown, the database
 * away) keeps what it did, and a later attempt of the same job goes on from there.
 */
export class LinkHealthRunner {
  private readonly now: () => Date;

  constructor(private readonly options: LinkHealthRunOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * `owner`: the BullMQ job the run belongs to (`bullmq:<id>`), whose unfinished run a retry
   * takes up; null outside BullMQ. `signal` stops the run: it rejects with the signal's reason.
   */
  async run(
    trigger: LinkCheckTrigger,
    owner: string | null = null,
    signal?: AbortSignal,
  ): Promise<LinkCheckRunCounts> {
    const { store, checkOptions, logger } = this.options;
    const run = await store.startRun(trigger, owner, this.now());
    const links = await store.linksToCheck(run.id, this.now());
    logger.info(
      { runId: run.id, trigger, links: links.length, resumed: run.resumed },
      run.resumed ? 'link check resumed' : 'link check started',
    );

    // A write that fails stops the checking: nothing more would be kept.
    const writeFailed = new AbortController();
    const stop = signal ? AbortSignal.any([signal, writeFailed.signal]) : writeFailed.signal;
    const writes: Promise<unknown>[] = [];
    const checker = new LinkChecker({ ...checkOptions, signal: stop });
    try {
      await checker.checkAll(
        links.map(({ url }) => url),
        (check, _url, index) => {
          writes.push(
            store.saveCheck(run.id, links[index], check).catch((error: unknown) => {
              writeFailed.abort(new CheckNotSavedError((error as Error).message, { cause: error }));
            }),
          );
        },
      );
    } catch (error) {
      // BullMQ cancels with a bare text: the job fails with an Error all the same.
      throw error instanceof Error ? error : new LinkCheckStoppedError(String(error));
    } finally {
      await Promise.all(writes);
    }
    writeFailed.signal.throwIfAborted();

    const counts = await store.countsOf(run.id);
    await store.finishRun(run.id, counts, this.now());
    logger.info({ runId: run.id, trigger, ...counts }, 'link check finished');
    return counts;
  }
}
