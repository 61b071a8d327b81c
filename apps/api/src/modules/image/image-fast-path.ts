import type { Response } from 'express';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { flatHeaderList } from '../../flat-header-list';
import { isUploadName } from '@deal-site/image-store';
import type { ImageService } from './image.service';
import type { ServedImage } from './image-variants';
import { parseVariantRequest } from './variant-request';

const VARIANT_URL = /^\/api\/images\/([0-9a-f]{32}\.[a-z]{3,4})(?:\?(.*))?$/;
/** Headers of one response that say nothing about the next, or belong to the caller alone. */
const PER_RESPONSE = new Set(['etag', 'content-length', 'content-type', 'set-cookie', 'date']);

/** The query as Express reads it, or null when a parameter repeats (Express answers 400 then). */
function singleValuedQuery(query: string): Record<string, string> | null {
  const params = new URLSearchParams(query);
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return null;
  return Object.fromEntries(params);
}

/**
 * Serves variants that are hot in memory before Express runs: Express's per-request work costs
 * far more than sending a cached buffer. The headers are those the full stack sent for an
 * image last time (security headers included); anything unusual goes through Express.
 */
export class ImageFastPath {
  private sharedHeaders: OutgoingHttpHeaders | null = null;
  /** Each hot variant's 200 headers as a flat list, which Node writes faster than an object. */
  private readonly headerLists = new WeakMap<ServedImage, string[]>();

  constructor(private readonly images: ImageService) {}

  /** Called by the Express route for every image it sends. */
  learnHeaders(res: Response): void {
    if (this.sharedHeaders) return;
    const headers = res.getHeaders();
    this.sharedHeaders = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)),
    );
  }

  /** True when it answered the request; false leaves it to Express untouched. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.sharedHeaders || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const match = VARIANT_URL.exec(req.url ?? '');
    if (!match || !isUploadName(match[1])) return false;
    const query = singleValuedQuery(match[2] ?? '');
    if (!query) return false;
    let image;
    try {
      image = this.images.variants.hot(match[1], parseVariantRequest(query, req.headers.accept));
    } catch {
      return false;
    }
    if (!image) return false;
    const known = req.headers['if-none-match'];
    if (known?.split(',').some((tag) => tag.trim() === image.etag)) {
      res.writeHead(304, { ...this.sharedHeaders, etag: image.etag });
      res.end();
      return true;
    }
    res.writeHead(200, this.headerList(image, this.sharedHeaders));
    res.end(req.method === 'HEAD' ? undefined : image.data);
    return true;
  }

  private headerList(image: ServedImage, shared: OutgoingHttpHeaders): string[] {
    let list = this.headerLists.get(image);
    if (!list) {
      const headers = {
        ...shared,
        etag: image.etag,
        'content-type': image.contentType,
        'content-length': image.data.length,
      };
      list = flatHeaderList(headers);
      this.headerLists.set(image, list);
    }
    return list;
  }
}
