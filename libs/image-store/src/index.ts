export type { ImageStore, StoredImageStat } from './image-store';
export { LocalDiskImageStore } from './local-disk-image-store';
export { ImageStorageUnavailableError } from './image-storage-errors';
export {
  openImageStorage,
  type ImageFolder,
  type ImageStorage,
  type ImageStorageSettings,
} from './image-storage';
export {
  UPLOAD_FORMATS,
  isUploadName,
  newUploadName,
  uploadMimeType,
  uploadNamesIn,
  uploadUrl,
  uploadNameOfPath,
  type UploadExtension,
} from './image-names';
export { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_PIXELS } from './image-limits';
export { ImageRefusedError, prepareImage, type PreparedImage } from './prepare-image';
