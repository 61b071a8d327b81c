import type { ServerResponse } from 'node:http';
import { apiSecurityHeaderList } from '../../security-headers';

/**
 * The headers of a click's `{clicks}` answer, without Content-Length, as the flat list `writeHead`
 * takes: the API's security headers and the two the body needs.
 */
export function clickAnswerHeaders(options: { https: boolean }): string[] {
  return [
    'content-type',
    'application/json; charset=utf-8',
    // A count of this moment, answering a write: no cache keeps it, so no ETag either. No proxy
    // may recode it, so the REST route's compression adds no Vary: Accept-Encoding either.
    'cache-control',
    'no-store, no-transform',
    ...apiSecurityHeaderList(options),
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
