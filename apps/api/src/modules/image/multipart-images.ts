import type { FastifyRequest } from 'fastify';
import { noImageInUpload, tooManyFiles, uploadTooLarge } from './image.errors';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@deal-site/image-store';
import type { ReceivedFile } from './image-upload';

export const IMAGE_FIELD = 'image';

/** @fastify/multipart's limits for every upload (image.rest.ts registers the plugin with them). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_UPLOAD_FILES,
  fields: 20,
  parts: 40,
};

/** What @fastify/multipart's refusals mean to the uploader. */
function uploadRefusal(error: unknown): unknown {
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadTooLarge();
    case 'FST_FILES_LIMIT':
      return tooManyFiles();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return noImageInUpload();
    default:
      // busboy's own parse errors (a malformed body) carry no code.
      return error instanceof Error && !('statusCode' in error) ? noImageInUpload() : error;
  }
}

/**
 * Reads the files of field `image` from a multipart request into memory, refusing the whole
 * request as soon as one file passes the size limit or the count passes the file limit.
 */
export async function receiveImageFiles(req: FastifyRequest): Promise<ReceivedFile[]> {
  const files: ReceivedFile[] = [];
  try {
    for await (const part of req.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === IMAGE_FIELD) files.push({ fileName: part.filename || 'image', data });
    }
  } catch (error) {
    throw uploadRefusal(error);
  }
  if (files.length === 0) throw noImageInUpload();
  return files;
}
