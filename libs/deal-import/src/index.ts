export {
  NO_DEAL_DETAILS,
  NO_TEXT,
  postToDeal,
  type ImportedDeal,
  type PostReading,
} from './post-to-deal';
export { ImageDownloadError, downloadImage, type ImageDownloadOptions } from './image-download';
export { importImages, type ImportedImages } from './imported-images';
export { DealImporter, type DealImporterDeps, type ImportLogger } from './deal-importer';
export { createDealImporter, type DealImporterConfig } from './create-deal-importer';
export { ImportNotConfiguredError } from './import-errors';
export { importResultMessage } from './import-message';
export { NonPublicAddressError, isPublicAddress, judgedLookup } from './public-address';
export type {
  ImportRunRecord,
  ImportRunStatus,
  ImportStore,
  NewImportedDeal,
  NotImportedPost,
  RunOutcome,
} from './import-store';
export { SqlImportStore } from './sql-import-store';
export { PRODUCT_KEY_LENGTH, dealIdentity, type DealIdentity } from './deal-identity';
export { storedPrice, type StoredPrice } from './stored-price';
