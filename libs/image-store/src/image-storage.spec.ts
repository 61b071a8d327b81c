import type * as ImageStorageModule from './image-storage';
import type { openImageStorage } from './image-storage';

describe('openImageStorage and the AWS SDK', () => {
  let sdkLoaded: boolean;

  beforeEach(() => {
    sdkLoaded = false;
    jest.doMock('@aws-sdk/client-s3', () => {
      sdkLoaded = true;
      return jest.requireActual('@aws-sdk/client-s3');
    });
  });
  afterEach(() => jest.dontMock('@aws-sdk/client-s3'));

  const openFresh = async (...args: Parameters<typeof openImageStorage>) => {
    let storage: ReturnType<typeof openImageStorage> | undefined;
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof ImageStorageModule>('./image-storage');
      storage = fresh.openImageStorage(...args);
    });
    return storage!;
  };

  // It takes about 170 ms and 6 MB of heap to load: images on disk need none of it.
  it('is never loaded for images on disk', async () => {
    const storage = await openFresh({ kind: 'disk' }, '/nonexistent');
    storage.store('uploads', () => true);
    await storage.check();
    expect(sdkLoaded).toBe(false);
  });

  it('is loaded for a bucket', async () => {
    const savedEnv = { ...process.env };
    // Nothing listens there: a read fails at once, through the SDK.
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9',
    });
    try {
      const storage = await openFresh({ kind: 's3', bucket: 'deals', forcePathStyle: true }, '/x');
      const uploads = storage.store('uploads', () => true);
      await expect(uploads.read('photo.jpg')).rejects.toThrow('image storage unavailable (read)');
      expect(sdkLoaded).toBe(true);
    } finally {
      process.env = savedEnv;
    }
  });
});
