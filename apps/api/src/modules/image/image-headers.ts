import { HSTS_MAX_AGE_SECONDS } from '../../security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ImageHeaderOptions {
  /** The site is served over HTTPS, so HSTS rides along as on every other answer. */
  https: boolean;
}

export interface ImageHeaderFacts {
  contentType: string;
  length: number;
  etag: string;
  /** WebP or AVIF was chosen by the Accept header. */
  negotiated: boolean;
}

/**
 * The headers of an image answer, and nothing else: CSP,
 * frame, referrer and permissions policies govern documents and mean nothing on an image body,
 * and every header costs time on the hot path.
 */
export function imageHeaderLists(
  { contentType, length, etag, negotiated }: ImageHeaderFacts,
  { https }: ImageHeaderOptions,
): { ok: Record<string, string>; notModified: Record<string, string> } {
  const caching = {
    // A name never gets other bytes, so browsers and proxies may keep it for good.
    'cache-control': IMMUTABLE,
    etag,
    // The same URL answers WebP or AVIF, so a cache must key on Accept.
    ...(negotiated ? { vary: 'Accept' } : {}),
  };
  const protection = {
    // The security checklist: bytes are never sniffed into HTML or script.
    'x-content-type-options': 'nosniff',
    // Other sites' pages can neither embed nor read our images (as helmet sent before).
    'cross-origin-resource-policy': 'same-origin',
    // HSTS is honoured on any HTTPS answer, so images keep the upgrade alive too.
    ...(https
      ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
  };
  return {
    ok: {
      'content-type': contentType,
      'content-length': String(length),
      ...caching,
      ...protection,
    },
    notModified: { ...caching, ...protection },
  };
}
