import { ConfigError } from './config-error';
import { readImageStoreSettings } from './image-store-settings';

describe('readImageStoreSettings', () => {
  it('keeps images on disk unless IMAGE_STORE=s3', () => {
    expect(readImageStoreSettings({})).toEqual({ kind: 'disk' });
    expect(readImageStoreSettings({ IMAGE_STORE: 'disk', S3_BUCKET: 'unused' })).toEqual({
      kind: 'disk',
    });
  });

  it('reads the bucket and the path style for S3', () => {
    expect(readImageStoreSettings({ IMAGE_STORE: 's3', S3_BUCKET: 'deal-images' })).toEqual({
      kind: 's3',
      bucket: 'deal-images',
      forcePathStyle: false,
    });
    expect(
      readImageStoreSettings({
        IMAGE_STORE: 's3',
        S3_BUCKET: 'deal-images',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({ forcePathStyle: true });
  });

  it.each([
    [{ IMAGE_STORE: 's3' }, /S3_BUCKET/],
    [{ IMAGE_STORE: 's3', S3_BUCKET: 'Not_A_Bucket' }, /not a bucket name/],
    [{ IMAGE_STORE: 's3', S3_BUCKET: 'ok-bucket', S3_FORCE_PATH_STYLE: 'yes' }, /true or false/],
    [{ IMAGE_STORE: 'ftp' }, /IMAGE_STORE/],
  ])('refuses %p with one clear line', (env, message) => {
    expect(() => readImageStoreSettings(env)).toThrow(ConfigError);
    expect(() => readImageStoreSettings(env)).toThrow(message);
  });
});
