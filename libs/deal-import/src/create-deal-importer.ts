import { GraphApiSource } from '@deal-site/facebook-source';
import { isUploadName, openImageStorage, type ImageStorageSettings } from '@deal-site/image-store';
import type { DataSource } from 'typeorm';
import { DealImporter, type ImportLogger } from './deal-importer';
import { SqlImportStore } from './sql-import-store';

export interface DealImporterConfig {
  dataSource: DataSource;
  /** DATA_DIR: pictures go to its uploads/ folder, which the API serves, unless they go to S3. */
  dataDir: string;
  imageStore: ImageStorageSettings;
  facebook: { pageId: string | null; accessToken: string | null; graphUrl: string };
  /** IMPORT_ALLOW_PRIVATE_HOSTS (tests only). */
  importAllowPrivateHosts: boolean;
  /** SITE_TIMEZONE: end dates in posts ("ends Sunday") are days there. */
  siteTimeZone: string;
  logger: ImportLogger;
}

/** The importer as the API and the worker both run it, on the same database and DATA_DIR. */
export function createDealImporter(config: DealImporterConfig): DealImporter {
  const { graphUrl, accessToken } = config.facebook;
  return new DealImporter({
    store: new SqlImportStore(config.dataSource),
    images: openImageStorage(config.imageStore, config.dataDir).store('uploads', isUploadName),
    imageDownload: { allowPrivateHosts: config.importAllowPrivateHosts },
    defaultPageId: config.facebook.pageId,
    sourceFor: (pageId) => {
      const missing = [
        ...(pageId ? [] : ['enter a page ID in Import Management (or set FACEBOOK_PAGE_ID)']),
        ...(accessToken ? [] : ['set FACEBOOK_ACCESS_TOKEN to a page access token']),
      ];
      if (!pageId || !accessToken) return { missing };
      return new GraphApiSource({ graphUrl, pageId, accessToken });
    },
    logger: config.logger,
    siteTimeZone: config.siteTimeZone,
  });
}
