import { prepareImage, uploadUrl, type ImageStore } from '@deal-site/image-store';
import { downloadImage, type ImageDownloadOptions } from './image-download';

export interface ImportedImages {
  /** Site paths of the stored copies, in the post's order. */
  stored: string[];
  /** One line per picture that could not be kept. */
  failures: string[];
}

/**
 * Keeps copies of a post's pictures, since Facebook's CDN links are signed and expire within
 * days. Each picture passes the same byte checks as an upload; one that fails is left out.
 */
export async function importImages(
  urls: string[],
  store: ImageStore,
  download: ImageDownloadOptions,
): Promise<ImportedImages> {
  const result: ImportedImages = { stored: [], failures: [] };
  for (const url of urls) {
    try {
      const prepared = await prepareImage(await downloadImage(url, download));
      await store.put(prepared.name, prepared.data);
      result.stored.push(uploadUrl(prepared.name));
    } catch (error) {
      result.failures.push((error as Error).message);
    }
  }
  return result;
}
