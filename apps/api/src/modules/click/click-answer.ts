import type { ServerResponse } from 'node:http';
import { HSTS_MAX_AGE_SECONDS } from '../../security-headers';

/**
 * The headers of a click's `{clicks}` answer, without Content-Length, as the flat list `writeHead`
 * takes. Every header costs time on the hot path, so only these ride along; COOP, CORP,
 * X-Frame-Options, Origin-Agent-Cluster and helmet's legacy headers govern documents or
 * embeddable resources and mean nothing on a JSON body answering a same-origin POST.
 */
export function clickAnswerHeaders({ https }: { https: boolean }): string[] {
  return [
    'content-type',
    'application/json; charset=utf-8',
    // A count of this moment, answering a write: no cache keeps it, so no ETag either. No proxy
    // may recode it, so the REST route's compression adds no Vary: Accept-Encoding either.
    'cache-control',
    'no-store, no-transform',
    // The security checklist: bytes are never sniffed into HTML or script.
    'x-content-type-options',
    'nosniff',
    // The security checklist asks every API answer for a CSP with these directives; the JSON
    // body loads nothing, so it may load nothing (and frame-ancestors replaces X-Frame-Options).
    'content-security-policy',
    "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    // The security checklist asks for a referrer policy; the same one as the rest of the site.
    'referrer-policy',
    'strict-origin-when-cross-origin',
    // HSTS is honoured on any HTTPS answer, so clicks keep the upgrade alive too.
    ...(https
      ? ['strict-transport-security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`]
      : []),
  ];
}

/**
 * Sends `{clicks}` with exactly `headers` (from clickAnswerHeaders) and its length, dropping any
 * header middleware set before, in one writeHead and one write.
 */
export function sendClickAnswer(res: ServerResponse, headers: string[], clicks: number): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  // A string body goes out in one write with the headers; a Buffer would take two.
  const body = `{"clicks":${clicks}}`;
  res.writeHead(200, [...headers, 'content-length', String(body.length)]);
  res.end(body);
}
