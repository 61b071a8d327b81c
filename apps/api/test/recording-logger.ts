import pino, { type Level } from 'pino';
import type { Logger } from '../src/logger';

/** One line as pino wrote it: the message, the numeric level and the fields logged with it. */
export type LoggedLine = { msg: string; level: number } & Record<string, unknown>;

/** A logger at `level` whose lines a test reads, parsed, in the order they were written. */
export function recordingLogger(level: Level = 'info'): { logger: Logger; lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}
