import sharp from 'sharp';
import { imageNotFound } from './image.errors';
import { MAX_UPLOAD_PIXELS, type ImageStore } from '@deal-site/image-store';
import type { ImageHeaderOptions } from './image-headers';
import { servedImage, type ServedImage } from './served-image';
import type { VariantDiskBudget } from './variant-disk-budget';
import type { VariantFormat, VariantRequest } from './variant-request';

const VARIANT_NAME =
  /^[0-9a-f]{32}\.(jpg|png|webp|gif|avif)\.w\d{1,4}\.q\d{1,3}\.b\d{1,2}\.(webp|avif)$/;

export const isVariantName = (name: string) => VARIANT_NAME.test(name);

/** A variant's name starts with its upload's name: `<hex>.<ext>.w400.q75.b0.webp`. */
const uploadOfVariant = (variantName: string) => variantName.split('.').slice(0, 2).join('.');

const isAnimatable = (uploadName: string) => /\.(gif|webp)$/.test(uploadName);

// Animated AVIF is beyond sharp, so animations stay WebP whatever the browser takes.
const variantFormat = (uploadName: string, format: VariantFormat): VariantFormat =>
  isAnimatable(uploadName) ? 'webp' : format;

/** The name a variant is kept under, on disk and in memory. */
export const variantName = (uploadName: string, request: VariantRequest) =>
  `${uploadName}.w${request.width}.q${request.quality}.b${request.blur}.${variantFormat(uploadName, request.format)}`;

export interface VariantMemory {
  get(key: string): ServedImage | undefined;
  set(key: string, value: ServedImage): void;
  deleteWhere(pick: (key: string) => boolean): void;
}

/**
 * Resized copies of uploads: made once with sharp, kept on disk within a budget, the hot ones
 * also in memory; concurrent requests for one missing variant share a single resize.
 */
export class ImageVariants {
  private readonly inFlight = new Map<string, Promise<ServedImage>>();
  /** How many resizes ran, for tests and benchmarks. */
  resizes = 0;

  constructor(
    private readonly uploads: ImageStore,
    private readonly variants: ImageStore,
    private readonly memory: VariantMemory,
    private readonly diskBudget: VariantDiskBudget,
    private readonly headerOptions: ImageHeaderOptions,
  ) {}

  async get(uploadName: string, request: VariantRequest): Promise<ServedImage> {
    const name = variantName(uploadName, request);
    const hot = this.memory.get(name);
    if (hot) return hot;
    let pending = this.inFlight.get(name);
    if (!pending) {
      pending = this.load(uploadName, name, {
        ...request,
        format: variantFormat(uploadName, request.format),
      }).finally(() => this.inFlight.delete(name));
      this.inFlight.set(name, pending);
    }
    return pending;
  }

  /** The variant kept in memory under this name, without waiting for anything. */
  hot(name: string): ServedImage | undefined {
    return this.memory.get(name);
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
    const describe = (data: Buffer) =>
      servedImage(
        data,
        { contentType: `image/${request.format}`, negotiated: !isAnimatable(uploadName) },
        this.headerOptions,
      );
    const stored = await this.variants.read(name);
    if (stored) {
      const image = describe(stored);
      this.memory.set(name, image);
      return image;
    }
    const original = await this.uploads.read(uploadName);
    if (!original) throw imageNotFound();
    const image = describe(await this.resize(uploadName, original, request));
    await this.variants.put(name, image.data);
    this.memory.set(name, image);
    await this.diskBudget.added(image.data.length);
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
