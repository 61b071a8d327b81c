import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { ImageStore, StoredImageStat } from './image-store';
import { ImageStorageUnavailableError } from './image-storage-errors';

export interface S3Settings {
  bucket: string;
  forcePathStyle: boolean;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

const isMissing = (error: unknown) =>
  statusOf(error) === 404 ||
  (error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound'));

/** A short reason that never repeats a credential: the error's name and status, or its code. */
function reasonOf(error: unknown): string {
  if (error instanceof S3ServiceException) {
    return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`;
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code) return code;
  return error instanceof Error ? error.name : 'unknown error';
}

/**
 * An S3 client for S3-compatible servers: the SDK reads AWS_REGION, the keys and
 * AWS_ENDPOINT_URL_S3 itself. Checksums only where an operation requires them, since
 * S3-compatible servers refuse the newer default ones; short timeouts so an outage is a quick 503.
 */
export function createS3Client({ forcePathStyle }: Pick<S3Settings, 'forcePathStyle'>): S3Client {
  return new S3Client({
    forcePathStyle,
    region: process.env.AWS_REGION || 'us-east-1',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 10_000 },
  });
}

/** Stops the boot when the bucket cannot be used, in one line that names no secret. */
export async function checkBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const status = statusOf(error);
    const why =
      status === 404
        ? 'it does not exist'
        : status === 403 || status === 401
          ? 'the credentials are refused'
          : `the server could not be used: ${reasonOf(error)}`;
    throw new Error(`IMAGE_STORE=s3: bucket "${bucket}" cannot be used: ${why}`);
  }
}

/**
 * Objects under `prefix/` in one bucket. A PutObject is all or nothing, so a reader never sees
 * part of an image. Only names `isValidName` accepts become keys.
 */
export class S3ImageStore implements ImageStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
    private readonly isValidName: (name: string) => boolean,
  ) {}

  private keyOf(name: string): string {
    if (!this.isValidName(name)) throw new Error(`refused image store name "${name}"`);
    return `${this.prefix}/${name}`;
  }

  private async send<T>(action: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isMissing(error)) throw error;
      const status = statusOf(error);
      // A refusal of this request (403, 400) is a fault to log, not an outage to wait out.
      if (status !== undefined && status < 500 && status !== 429) throw error;
      throw new ImageStorageUnavailableError(action, reasonOf(error), error);
    }
  }

  async put(name: string, data: Buffer): Promise<void> {
    const Key = this.keyOf(name);
    await this.send('put', () =>
      this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: data })),
    );
  }

  async read(name: string): Promise<Buffer | null> {
    if (!this.isValidName(name)) return null;
    try {
      const answer = await this.send('read', () =>
        this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) })),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(name: string): Promise<StoredImageStat | null> {
    if (!this.isValidName(name)) return null;
    try {
      const head = await this.send('stat', () =>
        this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) })),
      );
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** S3 deletes say nothing of what was there, so a head first tells whether one was deleted. */
  async delete(name: string): Promise<boolean> {
    if (!(await this.stat(name))) return false;
    await this.send('delete', () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) })),
    );
    return true;
  }

  async list(namePrefix = ''): Promise<string[]> {
    const names: string[] = [];
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: `${this.prefix}/${namePrefix}` },
    );
    await this.send('list', async () => {
      for await (const page of pages) {
        for (const { Key } of page.Contents ?? []) {
          const name = Key?.slice(this.prefix.length + 1);
          if (name && this.isValidName(name)) names.push(name);
        }
      }
    });
    return names;
  }
}
