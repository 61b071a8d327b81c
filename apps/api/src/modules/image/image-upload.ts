import { ImageRefusedError, prepareImage, type PreparedImage } from '@deal-site/image-store';
import { notAnAllowedImage, tooManyPixels } from './image.errors';

export interface ReceivedFile {
  /** The client's name, used in messages only, never as a path. */
  fileName: string;
  data: Buffer;
}

export type PreparedUpload = PreparedImage;

/** Judges an upload by its bytes and re-encodes it without metadata; refusals name the file. */
export async function prepareUpload(file: ReceivedFile): Promise<PreparedUpload> {
  try {
    return await prepareImage(file.data);
  } catch (error) {
    if (!(error instanceof ImageRefusedError)) throw error;
    throw error.reason === 'too-many-pixels'
      ? tooManyPixels(file.fileName)
      : notAnAllowedImage(file.fileName);
  }
}
