const RESIZED_IMAGE_PREFIX = '/api/images/';
const UPLOADED_IMAGE_PREFIX = '/uploads/';
/** The names the server gives uploads; only those have resized variants. */
const UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif|avif)$/;

/** The card is half the screen on phones and a third of the content column (at most 400 px) above. */
export const DEAL_IMAGE_SIZES = '(min-width: 768px) min(33vw, 400px), 50vw';
export const DEAL_IMAGE_WIDTHS = [400, 800] as const;

export interface DealImageSources {
  src: string;
  srcSet?: string;
  /** A 50 px, blurred, quality-10 copy shown while the real image loads. */
  placeholder?: string;
}

/** The server-made upload name behind `/uploads/{file}` or `/api/images/{file}`; null for anything else. */
export function uploadedImageName(url: string): string | null {
  const path = url.split('?')[0];
  const prefix = [RESIZED_IMAGE_PREFIX, UPLOADED_IMAGE_PREFIX].find((p) => path.startsWith(p));
  const name = prefix ? path.slice(prefix.length) : '';
  return UPLOAD_NAME.test(name) ? name : null;
}

const resized = (name: string, query: string) => `${RESIZED_IMAGE_PREFIX}${name}?${query}`;

/** Resized sources for an upload; any other URL (an absolute http(s) one, say) is used as it is. */
export function dealImageSources(url: string): DealImageSources {
  const name = uploadedImageName(url);
  if (!name) return { src: url };
  return {
    src: resized(name, `w=${DEAL_IMAGE_WIDTHS[0]}`),
    srcSet: DEAL_IMAGE_WIDTHS.map((width) => `${resized(name, `w=${width}`)} ${width}w`).join(', '),
    placeholder: resized(name, 'w=50&quality=10&blur=5'),
  };
}

/** A small square-ish copy for the carousel's thumbnails. */
export function thumbnailSource(url: string): string {
  const name = uploadedImageName(url);
  return name ? resized(name, 'w=200&quality=60') : url;
}

/** The original upload behind a resized-image URL, tried when the resizer fails; else null. */
export function uploadFallback(src: string): string | null {
  const path = src.split('?')[0];
  if (!path.startsWith(RESIZED_IMAGE_PREFIX)) return null;
  return `${UPLOADED_IMAGE_PREFIX}${path.slice(RESIZED_IMAGE_PREFIX.length)}`;
}
