import { join } from 'node:path';
import type { ImageStore } from './image-store';
import { LocalDiskImageStore } from './local-disk-image-store';
import type * as S3 from './s3-image-store';

export type ImageStorageSettings = { kind: 'disk' } | ({ kind: 's3' } & S3.S3Settings);

/** The folders images are kept in: under DATA_DIR, or as key prefixes in the bucket. */
export type ImageFolder = 'uploads' | 'image-variants' | 'share-cards';

/** One process's image storage: a store per folder, on disk or in one S3 bucket. */
export interface ImageStorage {
  readonly kind: ImageStorageSettings['kind'];
  store(folder: ImageFolder, isValidName: (name: string) => boolean): ImageStore;
  /** Throws one clear line when the storage cannot be used; a boot calls it before serving. */
  check(): Promise<void>;
}

export function openImageStorage(settings: ImageStorageSettings, dataDir: string): ImageStorage {
  if (settings.kind === 'disk') {
    return {
      kind: 'disk',
      store: (folder, isValidName) => new LocalDiskImageStore(join(dataDir, folder), isValidName),
      check: () => Promise.resolve(),
    };
  }
  // The AWS SDK takes about 170 ms and 6 MB of heap to load: only a process on a bucket loads it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- required on this path only
  const s3 = require('./s3-image-store') as typeof S3;
  const client = s3.createS3Client(settings);
  return {
    kind: 's3',
    store: (folder, isValidName) =>
      new s3.S3ImageStore(client, settings.bucket, folder, isValidName),
    check: () => s3.checkBucket(client, settings.bucket),
  };
}
