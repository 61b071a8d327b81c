import type { LogLevel } from '@deal-site/server-config';
import pino from 'pino';

export type Logger = pino.Logger;

/** `level` comes from the configuration's LOG_LEVEL. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: undefined });
}
