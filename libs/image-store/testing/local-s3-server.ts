import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** s3rver's built-in account: any other key is refused, as a real server refuses it. */
export const LOCAL_S3_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
};

export interface LocalS3Server {
  endpoint: string;
  bucket: string;
  /** The variables a process reads to use this server (path-style, its own credentials). */
  env: Record<string, string>;
  /** Stops answering, keeping the objects (an outage). */
  stop(): Promise<void>;
  /** Answers again on the same port with the same objects, after a stop. */
  restart(): Promise<void>;
  /** Stops and removes the objects. */
  close(): Promise<void>;
}

async function startProcess(directory: string, bucket: string, port: number) {
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      join(__dirname, 's3rver-process.cjs'),
      directory,
      bucket,
      String(port),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [chunk] = (await Promise.race([
    once(child.stdout, 'data'),
    once(child, 'exit').then(() => {
      throw new Error('s3rver exited before it listened');
    }),
  ])) as [Buffer];
  return { child, port: Number(chunk.toString().trim()) };
}

async function stopProcess(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** A real S3-protocol server (s3rver) on loopback with one bucket, its objects in a temp folder. */
export async function startLocalS3Server(bucket = 'deal-images'): Promise<LocalS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'local-s3-'));
  const first = await startProcess(directory, bucket, 0);
  let child: ChildProcess | null = first.child;
  const endpoint = `http://127.0.0.1:${first.port}`;
  return {
    endpoint,
    bucket,
    env: {
      IMAGE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      ...LOCAL_S3_CREDENTIALS,
    },
    stop: async () => {
      await stopProcess(child);
      child = null;
    },
    restart: async () => {
      child = (await startProcess(directory, bucket, first.port)).child;
    },
    close: async () => {
      await stopProcess(child);
      child = null;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
