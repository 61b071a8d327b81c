import type { IncomingMessage, ServerResponse } from 'node:http';
import { isUploadName } from '@deal-site/image-store';
import { writeImage } from './image-response';
import { variantName, type ImageVariants } from './image-variants';
import { acceptedFormat, parseVariantRequest, type VariantFormat } from './variant-request';

const PREFIX = '/api/images/';
const VARIANT_URL = /^\/api\/images\/([0-9a-f]{32}\.[a-z]{3,4})(?:\?(.*))?$/;
/** URLs are remembered once parsed; a flood of distinct query strings only recycles this many. */
const MAX_REMEMBERED_URLS = 10_000;

type NamesByFormat = Record<VariantFormat, string>;

/** The query as Express reads it, or null when a parameter repeats (Express answers 400 then). */
function singleValuedQuery(query: string): Record<string, string> | null {
  const params = new URLSearchParams(query);
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return null;
  return Object.fromEntries(params);
}

/** The variant names a URL stands for, one per format; null when Express must judge it. */
function namesOf(url: string): NamesByFormat | null {
  const match = VARIANT_URL.exec(url);
  if (!match || !isUploadName(match[1])) return null;
  const query = singleValuedQuery(match[2] ?? '');
  if (!query) return null;
  try {
    const request = parseVariantRequest(query, undefined);
    return {
      webp: variantName(match[1], { ...request, format: 'webp' }),
      avif: variantName(match[1], { ...request, format: 'avif' }),
    };
  } catch {
    return null;
  }
}

/**
 * Serves variants that are hot in memory before Express runs: Express's per-request work costs
 * far more than sending a cached buffer. A URL is parsed once, then it is two map lookups and
 * one write of the image's prepared headers; anything unusual goes through Express.
 */
export class ImageFastPath {
  private readonly namesByUrl = new Map<string, NamesByFormat>();

  constructor(private readonly variants: ImageVariants) {}

  /** True when it answered the request; false leaves it to Express untouched. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if (url === undefined || !url.startsWith(PREFIX)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const names = this.namesByUrl.get(url) ?? this.remember(url);
    const image = names && this.variants.hot(names[acceptedFormat(req.headers.accept)]);
    if (!image) return false;
    writeImage(req, res, image);
    return true;
  }

  private remember(url: string): NamesByFormat | null {
    const names = namesOf(url);
    if (!names) return null;
    if (this.namesByUrl.size >= MAX_REMEMBERED_URLS) {
      this.namesByUrl.delete(this.namesByUrl.keys().next().value!);
    }
    this.namesByUrl.set(url, names);
    return names;
  }
}
