export interface SignalShutdown {
  logger: {
    info(context: object, message: string): void;
    warn(context: object, message: string): void;
    error(context: object, message: string): void;
  };
  /** Closes what the process started; the database is closed after it, whether it failed or not. */
  close: () => Promise<void>;
  database: { destroy(): Promise<void> };
  lines: { closing: string; closeFailed: string; closed: string; secondSignal: string };
  /** After this long the process exits 1 unfinished: a close that hangs must not keep it alive. */
  limitMs?: number;
}

/**
 * The first SIGTERM or SIGINT closes the process's work, then its database, and exits 0, or 1 when
 * either failed. A second signal exits 1 at once, without waiting for the first to finish.
 */
export function closeOnSignals({ logger, close, database, lines, limitMs }: SignalShutdown): void {
  const shutDown = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, lines.closing);
    if (limitMs !== undefined) {
      setTimeout(() => {
        logger.error({}, 'shutdown took too long; exiting without finishing it');
        process.exit(1);
      }, limitMs).unref();
    }
    let code = 0;
    try {
      await close();
    } catch (error) {
      logger.error({ err: error }, lines.closeFailed);
      code = 1;
    }
    try {
      await database.destroy();
    } catch (error) {
      logger.error({ err: error }, 'closing the database failed');
      code = 1;
    }
    logger.info({ signal }, lines.closed);
    process.exit(code);
  };
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, lines.secondSignal);
      process.exit(1);
    }
    closing = true;
    void shutDown(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
