import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Headers of one response that say nothing about the next, or belong to the caller alone. */
const PER_RESPONSE = new Set(['etag', 'content-length', 'content-encoding', 'set-cookie', 'date']);

interface LearningRules {
  /** Whether a whole 200 is the kind of answer to learn from; by default, one with an ETag. */
  keeps?: (res: ServerResponse) => boolean;
  /** Headers left out of what is learned. */
  perResponse?: ReadonlySet<string>;
}

/** The headers Express sends with one kind of answer, taken from the first such 200 it sends. */
export class LearnedHeaders {
  private headers: OutgoingHttpHeaders | null = null;
  private learning = false;
  private readonly keeps: (res: ServerResponse) => boolean;
  private readonly perResponse: ReadonlySet<string>;

  constructor(rules: LearningRules = {}) {
    this.keeps = rules.keeps ?? ((res) => Boolean(res.getHeader('etag')));
    this.perResponse = rules.perResponse ?? PER_RESPONSE;
  }

  get shared(): OutgoingHttpHeaders | null {
    return this.headers;
  }

  /**
   * Watches the answer Express is about to send; kept when it is a 200 the rules keep, sent whole.
   * An answer cut short (the client went away) emits only 'close': the next one is watched then.
   */
  learnFrom(res: ServerResponse): void {
    if (this.headers || this.learning) return;
    this.learning = true;
    res.once('close', () => {
      this.learning = false;
      if (this.headers || !res.writableFinished) return;
      if (res.statusCode !== 200 || !this.keeps(res)) return;
      this.headers = Object.fromEntries(
        Object.entries(res.getHeaders()).filter(([name]) => !this.perResponse.has(name)),
      );
    });
  }
}
