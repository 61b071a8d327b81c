export {
  NO_DEAL_DETAILS,
  NO_TEXT,
  postToDeal,
  type ImportedDeal,
  type PostReading,
} from './post-to-deal';
export { ImageDownloadError, downloadImage, type ImageDownloadOptions } from './image-download';
export { importImages, type ImportedImages } from './imported-images';
