import { randomBytes } from 'node:crypto';

/** The formats an upload may have, by the extension its server-made name gets. */
export const UPLOAD_FORMATS = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;

export type UploadExtension = keyof typeof UPLOAD_FORMATS;

/** A server-made upload name: 32 hex digits and a known extension, nothing a path could hide in. */
const UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif|avif)$/;
const UPLOAD_NAME_ANYWHERE = /[0-9a-f]{32}\.(?:jpg|png|webp|gif|avif)/g;

export function newUploadName(extension: UploadExtension): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

export function uploadMimeType(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1) as UploadExtension;
  return UPLOAD_FORMATS[extension];
}

/** Every upload name a deal's imageUrl mentions, whatever path or host surrounds it. */
export function uploadNamesIn(imageUrl: string | null | undefined): string[] {
  return imageUrl?.match(UPLOAD_NAME_ANYWHERE) ?? [];
}

/** The URL the client builds image links from (its last segment is the stored name). */
export const uploadUrl = (name: string) => `/uploads/${name}`;

/** The stored name behind an upload's site path (`/uploads/{name}`), or null for any other link. */
export function uploadNameOfPath(path: string): string | null {
  const name = /^\/uploads\/([^/?#]+)$/.exec(path)?.[1];
  return name && isUploadName(name) ? name : null;
}
