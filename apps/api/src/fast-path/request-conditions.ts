import type { IncomingMessage } from 'node:http';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Distinct Accept-Encoding lists remembered per parser; past it the memory starts over. */
const REMEMBERED_LISTS = 64;

/**
 * Clients send a handful of distinct lists, so each is parsed once: splitting it on every cached
 * answer was about 2 % of the answer's time under load.
 */
function parsedOnce(parse: (header: string) => Encoding | null) {
  const parsed = new Map<string, Encoding | null>();
  return (header: string | undefined): Encoding | null => {
    if (!header) return 'identity';
    let encoding = parsed.get(header);
    if (encoding === undefined) {
      encoding = parse(header);
      if (parsed.size >= REMEMBERED_LISTS) parsed.clear();
      parsed.set(header, encoding);
    }
    return encoding;
  };
}

/**
 * The encoding Express's negotiation picks among br, gzip and identity, for a plain list: with
 * equal weights it takes the first the client names. Null for weights, wildcards or repeats.
 */
export const plainListEncoding = parsedOnce((header) => {
  if (/[;*]/.test(header)) return null;
  const named = header
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token): token is Encoding => ['br', 'gzip', 'identity'].includes(token));
  if (new Set(named).size !== named.length) return null;
  return named[0] ?? 'identity';
});

/** True, false, or null when the request's conditions are more than a plain If-None-Match. */
export function etagMatches(req: IncomingMessage, etag: string): boolean | null {
  const {
    'if-none-match': known,
    'if-modified-since': since,
    'cache-control': control,
  } = req.headers;
  if (since) return null;
  if (!known) return false;
  if (control || known.trim() === '*') return null;
  return known.split(',').some((tag) => tag.trim() === etag || `W/${tag.trim()}` === etag);
}

/**
 * The encoding the compression middleware picks for a plain list: br, then gzip, whatever the
 * client's order. Null for weights, wildcards, or deflate alone, which Express then answers.
 */
export const compressionEncoding = parsedOnce((header) => {
  if (/[;*]/.test(header)) return null;
  const named = new Set(header.split(',').map((token) => token.trim().toLowerCase()));
  if (named.has('br')) return 'br';
  if (named.has('gzip')) return 'gzip';
  return named.has('deflate') ? null : 'identity';
});
