import { ConfigError } from './config-error';
import { optional, readChoice, type Env } from './env-values';

/**
 * Where uploads and their variants live: DATA_DIR on this machine, or an S3-compatible bucket
 * that several API processes and workers share. The SDK reads its own standard variables
 * (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL_S3).
 */
export type ImageStoreSettings =
  { kind: 'disk' } | { kind: 's3'; bucket: string; forcePathStyle: boolean };

const STORE_KINDS = ['disk', 's3'] as const;
// S3's own bucket-name rule: 3 to 63 lower-case letters, digits, dots and hyphens.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function readImageStoreSettings(env: Env): ImageStoreSettings {
  const kind = readChoice(env, 'IMAGE_STORE', STORE_KINDS, 'disk');
  if (kind === 'disk') return { kind };
  const bucket = optional(env, 'S3_BUCKET');
  if (!bucket)
    throw new ConfigError('IMAGE_STORE=s3 needs S3_BUCKET, the bucket to keep images in');
  if (!BUCKET_NAME.test(bucket))
    throw new ConfigError(`S3_BUCKET is not a bucket name: "${bucket}"`);
  const pathStyle = optional(env, 'S3_FORCE_PATH_STYLE') ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  }
  return { kind, bucket, forcePathStyle: pathStyle === 'true' };
}
