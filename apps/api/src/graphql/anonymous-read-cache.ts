import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import { OperationTypeNode } from 'graphql';
import { ByteBoundedCache } from '../modules/image/byte-bounded-cache';
import type { SiteVersions } from '../modules/site-version/site-data-version.service';
import { siteDayOf } from '../modules/visit/site-day';
import type { RequestContext } from './context';
import { boundsBreachOf } from './request-bounds';

/** The public listing operations of apps/web; any other operation always runs. */
const PUBLIC_READS = new Set(['HomeDeals', 'DealList', 'DealDetail']);

const MAX_ENTRIES = 500;
const MAX_BYTES = 16 * 1024 * 1024;

interface CachedResult {
  /** The serialised result: only its size is used, for the cache's byte bound. */
  data: Buffer;
  body: GraphQLResponse['body'];
}

/** An anonymous public read as answered, with what its answer depends on besides the request. */
export interface AnsweredRead {
  versions: SiteVersions;
  day: string;
  result: Extract<GraphQLResponse['body'], { kind: 'single' }>['singleResult'];
}

const answeredReads = new WeakMap<IncomingMessage, AnsweredRead>();

/** The cacheable read this request was answered with, for the HTTP listener's own cache. */
export const answeredReadOf = (req: IncomingMessage) => answeredReads.get(req);

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` share a key. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Answers anonymous public listing queries from memory, keyed by document, variables, data
 * versions and site day (HomeDeals' today and yesterday turn over at midnight in SITE_TIMEZONE).
 * Signed-in callers, mutations, answers with errors and server renders (the render cache keeps
 * their pages) never touch it.
 */
export function anonymousReadCachePlugin(): ApolloServerPlugin<RequestContext> {
  const results = new ByteBoundedCache<CachedResult>(MAX_BYTES, MAX_ENTRIES);
  return {
    requestDidStart() {
      let answering: { versions: SiteVersions; day: string } | null = null;
      let storeUnder: string | null = null;
      return Promise.resolve({
        async responseForOperation({ contextValue, operation, operationName, request, response }) {
          if (
            contextValue.user !== null ||
            contextValue.serverRender ||
            operation.operation !== OperationTypeNode.QUERY
          )
            return null;
          if (!operationName || !PUBLIC_READS.has(operationName)) return null;
          // Requests over HTTP beyond the bounds were refused already; this holds for any caller.
          if (boundsBreachOf(request.variables)) return null;
          const versions = await contextValue.services.siteVersion.current();
          const day = siteDayOf(new Date(), contextValue.config.siteTimeZone);
          const key = createHash('sha256')
            .update(`${request.query ?? ''}\0${canonicalJson(request.variables ?? {})}`)
            .update(`\0${versions.content} ${versions.clicks} ${day}`)
            .digest('base64url');
          answering = { versions, day };
          const cached = results.get(key);
          if (cached) return { http: response.http, body: cached.body };
          storeUnder = key;
          return null;
        },
        willSendResponse({ contextValue, response }) {
          const { body } = response;
          if (!answering || body.kind !== 'single' || body.singleResult.errors)
            return Promise.resolve();
          if (storeUnder)
            results.set(storeUnder, { data: Buffer.from(JSON.stringify(body.singleResult)), body });
          // Revalidated on every use, so no shared cache may keep it without asking.
          response.http.headers.set('cache-control', 'no-cache');
          answeredReads.set(contextValue.req, { ...answering, result: body.singleResult });
          return Promise.resolve();
        },
      });
    },
  };
}
