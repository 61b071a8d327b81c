/** Raised for a missing or malformed variable; main prints its one-line message and exits 1. */
export class ConfigError extends Error {}
