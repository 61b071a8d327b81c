/** The slice of a pino logger the jobs use; pino's Logger satisfies it. */
export interface JobLogger {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}

export interface JobDeps {
  logger: JobLogger;
}
