import busboy from 'busboy';
import type { Request } from 'express';
import type { AppError } from '../../common/app-error';
import { noImageInUpload, tooManyFiles, uploadTooLarge } from './image.errors';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@deal-site/image-store';
import type { ReceivedFile } from './image-upload';

export const IMAGE_FIELD = 'image';

/**
 * Reads the files of field `image` from a multipart request into memory, refusing the whole
 * request as soon as one file passes the size limit or the count passes the file limit.
 */
export function receiveImageFiles(req: Request): Promise<ReceivedFile[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 20, parts: 40 },
      });
    } catch {
      reject(noImageInUpload());
      return;
    }
    const files: ReceivedFile[] = [];
    let refused: AppError | null = null;
    const refuse = (error: AppError) => {
      if (refused) return;
      refused = error;
      req.unpipe(parser);
      // Drain the rest so the client gets the answer instead of a reset connection.
      req.resume();
      reject(error);
    };

    parser.on('file', (field, stream, info) => {
      if (field !== IMAGE_FIELD || refused) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => refuse(uploadTooLarge()));
      stream.on('end', () => {
        if (!stream.truncated)
          files.push({ fileName: info.filename || 'image', data: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => refuse(tooManyFiles()));
    parser.on('error', () => refuse(noImageInUpload()));
    parser.on('close', () => {
      if (refused) return;
      if (files.length === 0) reject(noImageInUpload());
      else resolve(files);
    });
    req.pipe(parser);
  });
}
