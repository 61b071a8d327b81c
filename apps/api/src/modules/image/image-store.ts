// The store lives in @deal-site/image-store so the worker's importer can use it too.
export type { ImageStore, StoredImageStat } from '@deal-site/image-store';
