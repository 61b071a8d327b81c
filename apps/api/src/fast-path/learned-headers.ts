import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Headers of one response that say nothing about the next, or belong to the caller alone. */
const PER_RESPONSE = new Set(['etag', 'content-length', 'content-encoding', 'set-cookie', 'date']);

/** The headers Express sends with one kind of answer, taken from the first such 200 it sends. */
export class LearnedHeaders {
  private headers: OutgoingHttpHeaders | null = null;
  private learning = false;

  get shared(): OutgoingHttpHeaders | null {
    return this.headers;
  }

  /**
   * Watches the answer Express is about to send; kept when it is a 200 with an ETag, sent whole.
   * An answer cut short (the client went away) emits only 'close': the next one is watched then.
   */
  learnFrom(res: ServerResponse): void {
    if (this.headers || this.learning) return;
    this.learning = true;
    res.once('close', () => {
      this.learning = false;
      if (this.headers || !res.writableFinished) return;
      if (res.statusCode !== 200 || !res.getHeader('etag')) return;
      this.headers = Object.fromEntries(
        Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name)),
      );
    });
  }
}
