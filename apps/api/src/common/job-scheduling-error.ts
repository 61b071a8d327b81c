/** Scheduling could not start (Redis unreachable); main stops the boot with one line. */
export class JobSchedulingError extends Error {
  override name = 'JobSchedulingError';
}
