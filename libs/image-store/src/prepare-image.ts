import { fromBuffer as fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { notAnAllowedImage, tooManyPixels } from './image.errors';
import { MAX_UPLOAD_PIXELS } from './image-limits';
import { newUploadName, type UploadExtension } from './image-names';

export interface ReceivedFile {
  /** The client's name, used in messages only, never as a path. */
  fileName: string;
  data: Buffer;
}

export interface PreparedUpload {
  name: string;
  data: Buffer;
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

function reencode(image: sharp.Sharp, extension: UploadExtension): sharp.Sharp {
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
function decodeRefusal(error: unknown, fileName: string) {
  return /pixel limit/i.test((error as Error).message)
    ? tooManyPixels(fileName)
    : notAnAllowedImage(fileName);
}

/**
 * Judges an upload by its bytes and re-encodes it, which drops EXIF, GPS and every other piece
 * of metadata (sharp keeps none unless asked) after turning the picture upright.
 */
export async function prepareUpload(file: ReceivedFile): Promise<PreparedUpload> {
  const detected = await fileTypeFromBuffer(file.data);
  const extension = detected && EXTENSION_BY_MIME[detected.mime];
  if (!extension) throw notAnAllowedImage(file.fileName);

  const animated = isAnimatable(extension);
  const open = () =>
    sharp(file.data, {
      limitInputPixels: MAX_UPLOAD_PIXELS,
      animated,
      autoOrient: !animated,
      failOn: 'error',
    });
  let metadata: sharp.Metadata;
  try {
    metadata = await open().metadata();
  } catch (error) {
    throw decodeRefusal(error, file.fileName);
  }
  if (metadata.format !== SHARP_FORMAT[extension]) throw notAnAllowedImage(file.fileName);
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  const frames = animated ? (metadata.pages ?? 1) : 1;
  if ((metadata.width ?? 0) * frameHeight * frames > MAX_UPLOAD_PIXELS) {
    throw tooManyPixels(file.fileName);
  }

  try {
    const data = await reencode(open(), extension).toBuffer();
    return { name: newUploadName(extension), data };
  } catch (error) {
    throw decodeRefusal(error, file.fileName);
  }
}
