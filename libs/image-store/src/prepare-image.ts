import { fromBuffer as fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MAX_UPLOAD_PIXELS } from './image-limits';
import { newUploadName, type UploadExtension } from './image-names';

export interface PreparedImage {
  name: string;
  data: Buffer;
}

/** Why bytes were refused: not one of the allowed formats, or a picture too large to decode. */
export class ImageRefusedError extends Error {
  constructor(readonly reason: 'not-an-image' | 'too-many-pixels') {
    super(reason === 'not-an-image' ? 'not an allowed image' : 'too many pixels');
    this.name = 'ImageRefusedError';
  }
}

const EXTENSION_BY_MIME: Record<string, UploadExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** sharp's name for each format, to check that the decoder agrees with the magic bytes. */
const SHARP_FORMAT: Record<UploadExtension, string> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

const isAnimatable = (extension: UploadExtension) => extension === 'gif' || extension === 'webp';

function reencode(image: Sharp, extension: UploadExtension): Sharp {
  switch (extension) {
    case 'jpg':
      return image.jpeg({ quality: 90, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: 90 });
    case 'gif':
      return image.gif();
    case 'avif':
      return image.avif({ quality: 70, effort: 2 });
  }
}

/** sharp refuses with "Input image exceeds pixel limit" before decoding the pixels. */
function decodeRefusal(error: unknown) {
  return new ImageRefusedError(
    /pixel limit/i.test((error as Error).message) ? 'too-many-pixels' : 'not-an-image',
  );
}

/**
 * Judges an image by its bytes and re-encodes it, which drops EXIF, GPS and every other piece
 * of metadata (sharp keeps none unless asked) after turning the picture upright.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected && EXTENSION_BY_MIME[detected.mime];
  if (!extension) throw new ImageRefusedError('not-an-image');

  const animated = isAnimatable(extension);
  const open = () =>
    sharp(bytes, {
      limitInputPixels: MAX_UPLOAD_PIXELS,
      animated,
      autoOrient: !animated,
      failOn: 'error',
    });
  let metadata: Metadata;
  try {
    metadata = await open().metadata();
  } catch (error) {
    throw decodeRefusal(error);
  }
  if (metadata.format !== SHARP_FORMAT[extension]) throw new ImageRefusedError('not-an-image');
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  const frames = animated ? (metadata.pages ?? 1) : 1;
  if ((metadata.width ?? 0) * frameHeight * frames > MAX_UPLOAD_PIXELS) {
    throw new ImageRefusedError('too-many-pixels');
  }

  try {
    const data = await reencode(open(), extension).toBuffer();
    return { name: newUploadName(extension), data };
  } catch (error) {
    throw decodeRefusal(error);
  }
}
