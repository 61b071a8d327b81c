import { setTimeout as sleepFor } from 'node:timers/promises';

export interface Clock {
  /** Milliseconds on any monotonic scale. */
  now(): number;
  /** Rejects when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: (ms, signal) => sleepFor(ms, undefined, { signal }),
};

/** Spaces the requests to each host `intervalMs` apart, start to start. */
export class HostPacer {
  private readonly nextTurn = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    private readonly clock: Clock = systemClock,
  ) {}

  /** When `host` may next be requested; a time in the past when it may be now. */
  readyAt(host: string): number {
    return this.nextTurn.get(host) ?? Number.NEGATIVE_INFINITY;
  }

  /** Waits for the host's next turn and takes it. */
  async take(host: string, signal?: AbortSignal): Promise<void> {
    const now = this.clock.now();
    // Booked before waiting, so callers that arrive together queue up one interval apart.
    const turn = Math.max(now, this.readyAt(host));
    this.nextTurn.set(host, turn + this.intervalMs);
    if (turn > now) await this.clock.sleep(turn - now, signal);
  }
}
