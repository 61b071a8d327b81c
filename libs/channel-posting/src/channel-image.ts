import { splitImageList } from '@deal-site/deal-text';
import { uploadNameOfPath, uploadUrl, type ImageStore } from '@deal-site/image-store';
import sharp from 'sharp';
import type { ChannelImage } from './channel';

/** Wide enough for every network's preview, small enough for Telegram's and Bluesky's uploads. */
export const CHANNEL_IMAGE_MAX_WIDTH = 1200;
const JPEG_QUALITY = 85;

/** The upload a deal's image list starts with, stored as a site path or an absolute URL on the site. */
function firstUploadName(imageUrl: string, publicUrl: string): string | null {
  const [first] = splitImageList(imageUrl);
  if (!first) return null;
  if (first.startsWith('/')) return uploadNameOfPath(first.split(/[?#]/)[0]);
  try {
    const url = new URL(first);
    return url.origin === new URL(publicUrl).origin ? uploadNameOfPath(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * Reads a deal's first image from the site's own image store as a JPEG at most 1200 px wide; null
 * when the deal has none there or it cannot be read (a post goes out without a picture then).
 */
export class ChannelImageReader {
  constructor(
    private readonly uploads: ImageStore,
    private readonly publicUrl: string,
  ) {}

  async read(imageUrl: string, alt: string): Promise<ChannelImage | null> {
    const name = firstUploadName(imageUrl, this.publicUrl);
    if (!name) return null;
    try {
      const original = await this.uploads.read(name);
      if (!original) return null;
      const bytes = await sharp(original)
        .rotate()
        .resize({ width: CHANNEL_IMAGE_MAX_WIDTH, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: JPEG_QUALITY })
        .toBuffer();
      return { bytes, contentType: 'image/jpeg', url: `${this.publicUrl}${uploadUrl(name)}`, alt };
    } catch {
      return null;
    }
  }
}
