import { tooBusyToSignIn } from './auth.errors';

/** bcryptjs runs on the event loop in ~100 ms slices: one comparison at a time keeps pages fast. */
export const MAX_RUNNING_PASSWORD_CHECKS = 1;
/** About three seconds of queued work; a sign-in beyond it is refused at once. */
export const MAX_WAITING_PASSWORD_CHECKS = 12;

/**
 * Bounds the password hashing and comparing in flight, so that a login storm cannot starve page
 * loads: a few wait their turn, the rest are refused straight away with 503 and Retry-After.
 */
export class PasswordWorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxRunning = MAX_RUNNING_PASSWORD_CHECKS,
    private readonly maxWaiting = MAX_WAITING_PASSWORD_CHECKS,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.maxRunning) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw tooBusyToSignIn();
      // The finishing task hands its slot straight to the next in line.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
