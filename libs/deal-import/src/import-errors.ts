/** The import cannot run until a person sets something; retrying would not help. */
export class ImportNotConfiguredError extends Error {
  constructor(missing: string[]) {
    super(`The import is not configured: ${missing.join(' and ')}`);
    this.name = 'ImportNotConfiguredError';
  }
}
