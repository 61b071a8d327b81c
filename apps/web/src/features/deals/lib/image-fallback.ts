const RESIZED_IMAGE_PREFIX = '/api/images/';
const UPLOADED_IMAGE_PREFIX = '/uploads/';

/** The original upload behind a resized-image URL, tried when the resizer fails; else null. */
export function uploadFallback(src: string): string | null {
  const path = src.split('?')[0];
  if (!path.startsWith(RESIZED_IMAGE_PREFIX)) return null;
  return `${UPLOADED_IMAGE_PREFIX}${path.slice(RESIZED_IMAGE_PREFIX.length)}`;
}
