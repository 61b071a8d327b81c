import { availableParallelism } from 'node:os';
import { resizerBusy } from './image.errors';

/** Each sharp resize keeps one core busy (an AVIF at quality 100 for most of a second). */
export const MAX_RUNNING_RESIZES = availableParallelism();
/** About two resizes' time per core; a first-time variant beyond it is refused with 503. */
export const MAX_WAITING_RESIZES = 2 * MAX_RUNNING_RESIZES;

export interface ResizeJobOptions {
  /** A size the site itself asks for: waits in a line of its own that goes first. */
  preferred: boolean;
}

/**
 * Bounds the sharp resizes in flight, so a burst of first-time variants cannot starve the
 * rest of the server: a few wait their turn, the site's own sizes first, and the rest are
 * refused at once. Each wait line holds `maxWaiting`, so other sizes cannot crowd out the
 * site's own.
 */
export class ResizeQueue {
  private running = 0;
  private readonly preferredLine: (() => void)[] = [];
  private readonly otherLine: (() => void)[] = [];

  constructor(
    readonly maxRunning = MAX_RUNNING_RESIZES,
    readonly maxWaiting = MAX_WAITING_RESIZES,
  ) {}

  /** Runs the job when a slot is free; throws `resizerBusy` at once when its line is full. */
  async run<T>(job: () => Promise<T>, { preferred }: ResizeJobOptions): Promise<T> {
    if (this.running < this.maxRunning) {
      this.running += 1;
    } else {
      const line = preferred ? this.preferredLine : this.otherLine;
      if (line.length >= this.maxWaiting) throw resizerBusy();
      // The finishing job hands its slot straight to the next in line.
      await new Promise<void>((resolve) => line.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.preferredLine.shift() ?? this.otherLine.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Jobs running and waiting now, for tests and logs. */
  get load(): { running: number; waiting: number } {
    return {
      running: this.running,
      waiting: this.preferredLine.length + this.otherLine.length,
    };
  }
}
