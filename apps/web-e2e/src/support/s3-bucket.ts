import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

const workspaceRoot = join(__dirname, '../../../..');
// The S3-protocol server the image store's own tests run (s3rver, as a process of its own).
const s3rverProcess = join(workspaceRoot, 'libs/image-store/testing/s3rver-process.cjs');
const BUCKET = 'deal-images-e2e';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Bucket {
  /** What the built server reads to keep its images in this bucket. */
  env: Record<string, string>;
  /** Stores an upload as the server would find it (key uploads/<name>). */
  putUpload(name: string, bytes: Buffer): Promise<void>;
  close(): Promise<void>;
}

/** A bucket on an S3-protocol server on loopback, for the browser tests of images on S3. */
export async function startS3Bucket(): Promise<S3Bucket> {
  const directory = mkdtempSync(join(tmpdir(), 'e2e-s3-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--openssl-legacy-provider', s3rverProcess, directory, BUCKET, '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  const endpoint = `http://127.0.0.1:${chunk.toString().trim()}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return {
    env: {
      IMAGE_STORE: 's3',
      S3_BUCKET: BUCKET,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    putUpload: async (name, bytes) => {
      await client.send(
        new PutObjectCommand({ Bucket: BUCKET, Key: `uploads/${name}`, Body: bytes }),
      );
    },
    close: async () => {
      client.destroy();
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
