import { createHash } from 'node:crypto';
import { imageHeaderLists, type ImageHeaderOptions } from './image-headers';

export interface ServedImage {
  data: Buffer;
  contentType: string;
  /** Strong: a hash of the bytes, or a name that never gets other bytes. */
  etag: string;
  /** The 200 answer's headers, prepared once. */
  headers: Record<string, string>;
  notModifiedHeaders: Record<string, string>;
}

export function servedImage(
  data: Buffer,
  { contentType, etag, negotiated }: { contentType: string; etag?: string; negotiated: boolean },
  options: ImageHeaderOptions,
): ServedImage {
  const tag = etag ?? `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`;
  const lists = imageHeaderLists(
    { contentType, length: data.length, etag: tag, negotiated },
    options,
  );
  return { data, contentType, etag: tag, headers: lists.ok, notModifiedHeaders: lists.notModified };
}
