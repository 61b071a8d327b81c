import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { imageNotFound } from './image.errors';
import { MAX_UPLOAD_PIXELS, type ImageStore } from '@deal-site/image-store';
import type { VariantFormat, VariantRequest } from './variant-request';

export interface ServedImage {
  data: Buffer;
  contentType: string;
  /** Strong: a hash of the bytes themselves. */
  etag: string;
}

const VARIANT_NAME =
  /^[0-9a-f]{32}\.(jpg|png|webp|gif|avif)\.w\d{1,4}\.q\d{1,3}\.b\d{1,2}\.(webp|avif)$/;

export const isVariantName = (name: string) => VARIANT_NAME.test(name);

/** A variant's name starts with its upload's name: `<hex>.<ext>.w400.q75.b0.webp`. */
const uploadOfVariant = (variantName: string) => variantName.split('.').slice(0, 2).join('.');

const isAnimatable = (uploadName: string) => /\.(gif|webp)$/.test(uploadName);

// Animated AVIF is beyond sharp, so animations stay WebP.
const variantFormat = (uploadName: string, request: VariantRequest): VariantFormat =>
  isAnimatable(uploadName) ? 'webp' : request.format;

const variantName = (uploadName: string, request: VariantRequest) =>
  `${uploadName}.w${request.width}.q${request.quality}.b${request.blur}.${variantFormat(uploadName, request)}`;

export function servedImage(data: Buffer, contentType: string): ServedImage {
  const hash = createHash('sha256').update(data).digest('base64url').slice(0, 32);
  return { data, contentType, etag: `"${hash}"` };
}

/**
 * Resized copies of uploads: made once with sharp, kept on disk, the hot ones also in memory;
 * concurrent requests for one missing variant share a single resize.
 */
export class ImageVariants {
  private readonly inFlight = new Map<string, Promise<ServedImage>>();
  /** How many resizes ran, for tests and benchmarks. */
  resizes = 0;

  constructor(
    private readonly uploads: ImageStore,
    private readonly variants: ImageStore,
    private readonly memory: {
      get(key: string): ServedImage | undefined;
      set(key: string, value: ServedImage): void;
      deleteWhere(pick: (key: string) => boolean): void;
    },
  ) {}

  async get(uploadName: string, request: VariantRequest): Promise<ServedImage> {
    const hot = this.hot(uploadName, request);
    if (hot) return hot;
    const name = variantName(uploadName, request);
    let pending = this.inFlight.get(name);
    if (!pending) {
      pending = this.load(uploadName, name, {
        ...request,
        format: variantFormat(uploadName, request),
      }).finally(() => this.inFlight.delete(name));
      this.inFlight.set(name, pending);
    }
    return pending;
  }

  /** The variant when it is in memory already, without waiting for anything. */
  hot(uploadName: string, request: VariantRequest): ServedImage | undefined {
    return this.memory.get(variantName(uploadName, request));
  }

  /** Forgets every variant of an upload, on disk and in memory. */
  async removeVariantsOf(uploadNames: ReadonlySet<string>): Promise<void> {
    const belongs = (name: string) => uploadNames.has(uploadOfVariant(name));
    this.memory.deleteWhere(belongs);
    for (const name of await this.variants.list()) {
      if (belongs(name)) await this.variants.delete(name);
    }
  }

  private async load(uploadName: string, name: string, request: VariantRequest) {
    const contentType = `image/${request.format}`;
    const stored = await this.variants.read(name);
    if (stored) {
      const image = servedImage(stored, contentType);
      this.memory.set(name, image);
      return image;
    }
    const original = await this.uploads.read(uploadName);
    if (!original) throw imageNotFound();
    const image = servedImage(await this.resize(uploadName, original, request), contentType);
    await this.variants.put(name, image.data);
    this.memory.set(name, image);
    return image;
  }

  private resize(uploadName: string, original: Buffer, request: VariantRequest): Promise<Buffer> {
    this.resizes += 1;
    let pipeline = sharp(original, {
      limitInputPixels: MAX_UPLOAD_PIXELS,
      animated: isAnimatable(uploadName),
    }).resize({ width: request.width, withoutEnlargement: true });
    if (request.blur > 0) pipeline = pipeline.blur(request.blur);
    return (
      request.format === 'avif'
        ? pipeline.avif({ quality: request.quality, effort: 2 })
        : pipeline.webp({ quality: request.quality })
    ).toBuffer();
  }
}
