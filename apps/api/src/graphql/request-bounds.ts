import type { FastifyReply, FastifyRequest } from 'fastify';

/** How deep and wide `variables` and `extensions` may be; the JSON body limit bounds their bytes. */
export const GRAPHQL_REQUEST_BOUNDS = {
  /** Nested objects and arrays, the `variables` object itself being the first level. */
  maxDepth: 16,
  /** Object keys and array items, counted over the whole value. */
  maxEntries: 500,
} as const;

const BOUNDED_FIELDS = ['variables', 'extensions'] as const;

/**
 * What is wrong with `value` when it nests deeper or holds more than GRAPHQL_REQUEST_BOUNDS allow,
 * null when it is within them. Walks with a list of its own, never the call stack.
 */
export function boundsBreachOf(value: unknown): string | null {
  const { maxDepth, maxEntries } = GRAPHQL_REQUEST_BOUNDS;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  let entries = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth > maxDepth) return `are nested deeper than ${maxDepth} levels`;
    const children: unknown[] = Array.isArray(next.value) ? next.value : Object.values(next.value);
    entries += children.length;
    if (entries > maxEntries) return `hold more than ${maxEntries} keys and items`;
    for (const child of children) pending.push({ value: child, depth: next.depth + 1 });
  }
  return null;
}

/** The requests of a body (one, or a batch Apollo refuses later) or of a GET query string. */
function requestsOf(req: FastifyRequest): unknown[] {
  if (req.method !== 'GET') return Array.isArray(req.body) ? req.body : [req.body];
  const search = new URL(req.url, 'http://graphql.invalid').searchParams;
  const fromQuery: Record<string, unknown> = {};
  for (const field of BOUNDED_FIELDS) {
    const text = search.get(field);
    if (text === null) continue;
    try {
      fromQuery[field] = JSON.parse(text);
    } catch {
      // Apollo refuses JSON that does not parse with its own 400.
    }
  }
  return [fromQuery];
}

/**
 * Refuses, with 400 and before anything walks them (the public cache's key, Apollo), `variables`
 * or `extensions` beyond GRAPHQL_REQUEST_BOUNDS: 12,000 nested levels overflowed the stack. A
 * preValidation hook of /graphql, so it runs on the parsed body.
 */
export async function graphqlRequestBounds(req: FastifyRequest, reply: FastifyReply) {
  for (const request of requestsOf(req)) {
    if (!request || typeof request !== 'object') continue;
    for (const field of BOUNDED_FIELDS) {
      const breach = boundsBreachOf((request as Record<string, unknown>)[field]);
      if (!breach) continue;
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({
          errors: [{ message: `GraphQL ${field} ${breach}`, extensions: { code: 'BAD_REQUEST' } }],
        });
    }
  }
}
