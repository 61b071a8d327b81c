export type { ImageStore, StoredImageStat } from './image-store';
export { LocalDiskImageStore } from './local-disk-image-store';
export {
  UPLOAD_FORMATS,
  isUploadName,
  newUploadName,
  uploadMimeType,
  uploadNamesIn,
  uploadUrl,
  type UploadExtension,
} from './image-names';
export { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_PIXELS } from './image-limits';
export { ImageRefusedError, prepareImage, type PreparedImage } from './prepare-image';
