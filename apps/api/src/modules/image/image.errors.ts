import { AppError, badInput, notFound } from '../../common/app-error';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_PIXELS } from '@deal-site/image-store';

export const notAnAllowedImage = (fileName: string) =>
  badInput(`${fileName} is not a JPEG, PNG, WebP, GIF or AVIF image (SVG is not accepted)`);

export const tooManyPixels = (fileName: string) =>
  badInput(`${fileName} has more than ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`);

export const uploadTooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `Each image may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  );

export const tooManyFiles = () =>
  new AppError('PAYLOAD_TOO_LARGE', `At most ${MAX_UPLOAD_FILES} images per upload`);

export const noImageInUpload = () =>
  badInput('Send one or more images as multipart/form-data in the field "image"');

export const invalidImageName = () => badInput('Invalid image name');

export const imageNotFound = () => notFound('Image not found');

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/** The disk (or its quota) had no room: 507, whatever the file was. */
export const isDiskFull = (error: unknown) =>
  DISK_FULL_CODES.has(String((error as NodeJS.ErrnoException | null)?.code));

export const noRoomForUploads = () =>
  new AppError(
    'INSUFFICIENT_STORAGE',
    'The server has no room to store images just now. Try again later.',
  );

export const invalidVariantParameter = (name: string) => badInput(`${name} must be a number`);

/** How long a first-time variant refused by a full resize queue is told to wait. */
export const RESIZER_RETRY_AFTER_SECONDS = 2;

/** Every resize slot and wait place is taken: the client may retry, or use the original. */
export const resizerBusy = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Too many images are being resized. Try again shortly.', {
    retryAfter: RESIZER_RETRY_AFTER_SECONDS,
  });

export const tooManyNewVariants = (retryAfterSeconds: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    `Too many new image sizes from this address. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfter: retryAfterSeconds },
  );
