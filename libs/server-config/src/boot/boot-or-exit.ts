import { ConfigError } from '../config-error';
import type { DatabaseConfig } from '../database-url';
import { closeOnSignals, type SignalShutdown } from './close-on-signals';

/** How a failure other than the configuration's or the database's is told. */
interface FailureLines {
  /** The line for a failure the process names itself (`Redis error: …`), else undefined. */
  failureLine?(error: unknown): string | undefined;
  /** Begins the line of any other failure; `Startup failed` unless given. */
  failurePrefix?: string;
}

export interface BootSteps<
  Config extends { database: DatabaseConfig },
  Database,
  Started,
> extends FailureLines {
  loadConfig(): Config;
  openDatabase(database: DatabaseConfig): Promise<Database>;
  start(config: Config, database: Database): Started | Promise<Started>;
}

/** A started server: what its shutdown logs with and closes, and what it waits for once signals are handled. */
export interface RunningServer {
  logger: SignalShutdown['logger'];
  /** Closes what start opened; the database is closed after it. */
  close(): Promise<void>;
  /** Waits for what else the process needs and says it is ready; it fails like a boot step. */
  ready?(): Promise<void>;
}

export interface ServeSteps<
  Config extends { database: DatabaseConfig },
  Database extends SignalShutdown['database'],
> extends BootSteps<Config, Database, RunningServer> {
  shutdown: Pick<SignalShutdown, 'lines' | 'limitMs'>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs one step; a failure ends the process with exit code 1 and `line(error)` on stderr. */
async function orExit<T>(step: () => T | Promise<T>, line: (error: unknown) => string): Promise<T> {
  try {
    return await step();
  } catch (error) {
    console.error(line(error));
    process.exit(1);
  }
}

function otherFailureLine(steps: FailureLines, error: unknown): string {
  return (
    steps.failureLine?.(error) ?? `${steps.failurePrefix ?? 'Startup failed'}: ${messageOf(error)}`
  );
}

function databaseName(database: DatabaseConfig): string {
  return database.dialect === 'sqlite' ? database.file : 'DATABASE_URL';
}

/**
 * Reads the configuration, opens the database and starts. Any failure ends the process with exit
 * code 1 and one line on stderr, which names the step: no stack for the operator to read through.
 */
export async function bootOrExit<Config extends { database: DatabaseConfig }, Database, Started>(
  steps: BootSteps<Config, Database, Started>,
): Promise<{ config: Config; database: Database; started: Started }> {
  const config = await orExit(
    () => steps.loadConfig(),
    (error) =>
      error instanceof ConfigError
        ? `Configuration error: ${error.message}`
        : otherFailureLine(steps, error),
  );
  const database = await orExit(
    () => steps.openDatabase(config.database),
    (error) => `Database error (${databaseName(config.database)}): ${messageOf(error)}`,
  );
  const started = await orExit(
    () => steps.start(config, database),
    (error) => otherFailureLine(steps, error),
  );
  return { config, database, started };
}

/** Boots as bootOrExit does, then serves until SIGTERM or SIGINT closes the server and the database. */
export async function serveOrExit<
  Config extends { database: DatabaseConfig },
  Database extends SignalShutdown['database'],
>(steps: ServeSteps<Config, Database>): Promise<void> {
  const { database, started: server } = await bootOrExit(steps);
  closeOnSignals({
    logger: server.logger,
    close: () => server.close(),
    database,
    ...steps.shutdown,
  });
  await orExit(
    () => server.ready?.(),
    (error) => otherFailureLine(steps, error),
  );
}
