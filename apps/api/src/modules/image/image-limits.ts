// The limits live in @deal-site/image-store so the worker's importer applies the same ones.
export { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_PIXELS } from '@deal-site/image-store';
