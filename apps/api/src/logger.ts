import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  return pino({ level, base: undefined });
}
