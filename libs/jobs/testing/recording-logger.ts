import type { JobLogger } from '../src/job-deps';

export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  context: Record<string, unknown>;
}

/** A JobLogger that keeps what it is told, for assertions. */
export function createRecordingLogger(): { logger: JobLogger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const record =
    (level: LogEntry['level']) =>
    (context: object, message: string): void => {
      entries.push({ level, message, context: { ...context } });
    };
  return {
    logger: {
      debug: record('debug'),
      info: record('info'),
      warn: record('warn'),
      error: record('error'),
    },
    entries,
  };
}
