import { startLocalS3Server, type LocalS3Server } from '@deal-site/image-store/testing';
import { startTestApp, type TestApp } from './test-app';
import type { Dialect } from './test-databases';

export type ImageStoreKind = 'disk' | 's3';

export interface ImageStoreTestApp {
  testApp: TestApp;
  /** The S3-protocol server (s3rver on loopback) when the store is S3. */
  s3: LocalS3Server | null;
  close(): Promise<void>;
}

/**
 * The real app with its images on the disk or in a bucket of a local S3 server. The SDK reads
 * its endpoint and keys from the process's environment, as in production, so they are set there
 * until close().
 */
export async function startImageStoreTestApp(
  dialect: Dialect,
  store: ImageStoreKind,
  env: Record<string, string> = {},
): Promise<ImageStoreTestApp> {
  const s3 = store === 's3' ? await startLocalS3Server() : null;
  if (s3) Object.assign(process.env, s3.env);
  const testApp = await startTestApp(dialect, { ...s3?.env, ...env });
  return {
    testApp,
    s3,
    close: async () => {
      try {
        await testApp.close();
      } finally {
        for (const name of Object.keys(s3?.env ?? {})) delete process.env[name];
        await s3?.close();
      }
    },
  };
}
