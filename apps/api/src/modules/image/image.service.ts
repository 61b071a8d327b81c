import type { DataSource } from 'typeorm';
import { ByteBoundedCache } from './byte-bounded-cache';
import { findAndDeleteUnusedUploads } from './image-cleanup';
import {
  imageNotFound,
  invalidImageName,
  isDiskFull,
  noRoomForUploads,
  tooManyNewVariants,
} from './image.errors';
import {
  isUploadName,
  uploadMimeType,
  uploadUrl,
  type ImageStorage,
  type ImageStore,
} from '@deal-site/image-store';
import type { ImageHeaderOptions } from './image-headers';
import { dealImageReferences } from './image-references';
import { prepareUpload, type ReceivedFile } from './image-upload';
import { ImageVariants, isVariantName } from './image-variants';
import { servedImage, type ServedImage } from './served-image';
import { VariantDiskBudget } from './variant-disk-budget';
import type { RateLimitStore } from '../auth/rate-limit-store';
import { FirstTimeVariantLimit } from './first-time-variant-limit';
import { ResizeQueue } from './resize-queue';
import { isSiteVariant, type VariantRequest } from './variant-request';

const HOT_VARIANT_BYTES = 64 * 1024 * 1024;
/** Variants on disk past this total lose their oldest files; any of them can be made again. */
export const VARIANT_DISK_BYTES = 2 * 1024 * 1024 * 1024;

export interface ImageServiceOptions extends ImageHeaderOptions {
  variantDiskBytes?: number;
}

/** Uploads in DATA_DIR/uploads, their variants in DATA_DIR/image-variants, or the same in S3. */
export class ImageService {
  readonly uploads: ImageStore;
  readonly variants: ImageVariants;
  private readonly firstTimeLimit: FirstTimeVariantLimit;

  constructor(
    private readonly dataSource: DataSource,
    readonly storage: ImageStorage,
    rateLimits: RateLimitStore,
    private readonly options: ImageServiceOptions,
  ) {
    this.uploads = storage.store('uploads', isUploadName);
    const variantStore = storage.store('image-variants', isVariantName);
    this.variants = new ImageVariants(
      this.uploads,
      variantStore,
      new ByteBoundedCache<ServedImage>(HOT_VARIANT_BYTES),
      new VariantDiskBudget(variantStore, options.variantDiskBytes ?? VARIANT_DISK_BYTES),
      options,
      new ResizeQueue(),
    );
    this.firstTimeLimit = new FirstTimeVariantLimit(rateLimits);
  }

  /**
   * Judges every file first, so one bad file means nothing is stored; a store that fails part-way
   * (a full disk, S3 away) takes back the files of the request already stored. Answers their URLs.
   */
  async storeUploads(files: ReceivedFile[]): Promise<string[]> {
    const prepared = [];
    for (const file of files) prepared.push(await prepareUpload(file));
    const stored: string[] = [];
    try {
      for (const { name, data } of prepared) {
        await this.uploads.put(name, data);
        stored.push(name);
      }
    } catch (error) {
      await Promise.all(stored.map((name) => this.uploads.delete(name).catch(() => false)));
      throw isDiskFull(error) ? noRoomForUploads() : error;
    }
    return prepared.map(({ name }) => uploadUrl(name));
  }

  async original(name: string): Promise<ServedImage> {
    if (!isUploadName(name)) throw invalidImageName();
    const data = await this.uploads.read(name);
    if (!data) throw imageNotFound();
    // A name is never reused for other bytes, so it is a strong validator by itself.
    return servedImage(
      data,
      { contentType: uploadMimeType(name), etag: `"${name}"`, negotiated: false },
      this.options,
    );
  }

  /**
   * A variant for a client at `clientAddress`: stored ones are always served; one not yet stored
   * counts against the address's limit unless it is one of the site's own sizes.
   */
  variant(name: string, request: VariantRequest, clientAddress: string): Promise<ServedImage> {
    if (!isUploadName(name)) throw invalidImageName();
    if (isSiteVariant(request)) return this.variants.get(name, request);
    return this.variants.get(name, request, async () => {
      const retryAfter = await this.firstTimeLimit.take(clientAddress);
      if (retryAfter > 0) throw tooManyNewVariants(retryAfter);
    });
  }

  /** Deletes the uploads no deal references (and their variants); answers how many went. */
  async deleteUnusedUploads(now = Date.now()): Promise<number> {
    await this.uploads.removeAbandonedTempFiles?.(now);
    const deleted = await findAndDeleteUnusedUploads(
      this.uploads,
      dealImageReferences(this.dataSource),
      now,
    );
    await this.variants.removeVariantsOf(deleted);
    return deleted.size;
  }
}
