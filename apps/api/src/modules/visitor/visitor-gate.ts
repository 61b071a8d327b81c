import type { FastifyRequest } from 'fastify';
import { clientAddress } from './client-address';
import { CountedRequestLimits, type Counter } from './counted-request-limits';
import { judgeVisitor, type VisitorVerdict } from './visitor';

/**
 * The one way in for every request that may count a visitor (a click, a visit, a report; REST and
 * GraphQL alike): the counter's burst limit first, so a script hammering it gets 429 before it
 * costs anything more, then the verdict on who is visiting.
 */
export class VisitorGate {
  private readonly limits = new CountedRequestLimits();

  /** Throws TOO_MANY_REQUESTS past the counter's burst limit for the client's address. */
  visitorOf(req: FastifyRequest, counter: Counter): VisitorVerdict {
    // Worked out once: behind a trusted proxy, req.ip parses X-Forwarded-For on every read.
    const address = clientAddress(req);
    this.limits.take(counter, address);
    return judgeVisitor(req.headers, address);
  }
}
