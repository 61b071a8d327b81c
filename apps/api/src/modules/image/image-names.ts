// Upload names live in @deal-site/image-store so the worker's importer can use them too.
export {
  UPLOAD_FORMATS,
  isUploadName,
  newUploadName,
  uploadMimeType,
  uploadNamesIn,
  uploadUrl,
  type UploadExtension,
} from '@deal-site/image-store';
