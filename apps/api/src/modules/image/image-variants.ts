import sharp from 'sharp';
import { imageNotFound } from './image.errors';
import { MAX_UPLOAD_PIXELS, type ImageStore } from '@deal-site/image-store';
import type { ImageHeaderOptions } from './image-headers';
import { servedImage, type ServedImage } from './served-image';
import type { VariantDiskBudget } from './variant-disk-budget';
import type { ResizeQueue } from './resize-queue';
import { isSiteVariant, type VariantFormat, type VariantRequest } from './variant-request';

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

/** Called before a variant not yet stored is made; throws to refuse it (a per-address limit). */
export type BeforeResize = () => Promise<void>;

const admitAll: BeforeResize = () => Promise.resolve();

/** The pending promise under this key, or a new one that leaves the map once settled. */
function shared<T>(pending: Map<string, Promise<T>>, key: string, start: () => Promise<T>) {
  let promise = pending.get(key);
  if (!promise) {
    promise = start().finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * Resized copies of uploads: made once with sharp, kept on disk within a budget, the hot ones
 * also in memory. Concurrent requests share one disk read and one resize; resizes go through a
 * bounded queue, and a variant not yet stored passes `beforeResize` first.
 */
export class ImageVariants {
  private readonly reading = new Map<string, Promise<ServedImage | null>>();
  private readonly making = new Map<string, Promise<ServedImage>>();
  /** How many resizes ran, for tests and benchmarks. */
  resizes = 0;

  constructor(
    private readonly uploads: ImageStore,
    private readonly variants: ImageStore,
    private readonly memory: VariantMemory,
    private readonly diskBudget: VariantDiskBudget,
    private readonly headerOptions: ImageHeaderOptions,
    readonly queue: ResizeQueue,
  ) {}

  async get(
    uploadName: string,
    request: VariantRequest,
    beforeResize = admitAll,
  ): Promise<ServedImage> {
    const name = variantName(uploadName, request);
    const hot = this.memory.get(name);
    if (hot) return hot;
    const format = variantFormat(uploadName, request.format);
    const stored = await shared(this.reading, name, () =>
      this.readStored(uploadName, name, format),
    );
    return (
      stored ??
      // A resize may have finished while the disk was read.
      this.memory.get(name) ??
      this.making.get(name) ??
      this.make(uploadName, name, { ...request, format }, beforeResize)
    );
  }

  /** Forgets every variant of an upload, on disk and in memory. */
  async removeVariantsOf(uploadNames: ReadonlySet<string>): Promise<void> {
    const belongs = (name: string) => uploadNames.has(uploadOfVariant(name));
    this.memory.deleteWhere(belongs);
    for (const name of await this.variants.list()) {
      if (belongs(name)) await this.variants.delete(name);
    }
  }

  private describe(uploadName: string, data: Buffer, format: VariantFormat): ServedImage {
    return servedImage(
      data,
      { contentType: `image/${format}`, negotiated: !isAnimatable(uploadName) },
      this.headerOptions,
    );
  }

  private async readStored(uploadName: string, name: string, format: VariantFormat) {
    const stored = await this.variants.read(name);
    if (!stored) return null;
    const image = this.describe(uploadName, stored, format);
    this.memory.set(name, image);
    return image;
  }

  private async make(
    uploadName: string,
    name: string,
    request: VariantRequest,
    beforeResize: BeforeResize,
  ): Promise<ServedImage> {
    // A missing upload is a plain 404, never counted against the caller.
    if (!(await this.uploads.stat(uploadName))) throw imageNotFound();
    await beforeResize();
    return shared(this.making, name, () => this.resizeAndKeep(uploadName, name, request));
  }

  private async resizeAndKeep(uploadName: string, name: string, request: VariantRequest) {
    // The original is read inside the job, so the waiting ones hold no image bytes.
    const data = await this.queue.run(
      async () => {
        const original = await this.uploads.read(uploadName);
        if (!original) throw imageNotFound();
        return this.resize(uploadName, original, request);
      },
      { preferred: isSiteVariant(request) },
    );
    const image = this.describe(uploadName, data, request.format);
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
