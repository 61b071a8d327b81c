import { isUploadName } from './image-names';
import { openImageStorage, type ImageStorage } from './image-storage';
import { ImageStorageUnavailableError } from './image-storage-errors';
import { startLocalS3Server, type LocalS3Server } from '../testing';

const NAME = `${'cd'.repeat(16)}.jpg`;

describe('S3ImageStore on a real S3-protocol server (s3rver on loopback)', () => {
  let s3: LocalS3Server;
  const savedEnv = { ...process.env };
  const storage = (bucket = s3.bucket): ImageStorage =>
    openImageStorage({ kind: 's3', bucket, forcePathStyle: true }, '/nonexistent');

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    Object.assign(process.env, s3.env);
  });
  afterAll(async () => {
    process.env = savedEnv;
    await s3.close();
  });

  it('puts, reads, stats, lists and deletes by name under its folder', async () => {
    const uploads = storage().store('uploads', isUploadName);
    const variants = storage().store('image-variants', () => true);
    await uploads.put(NAME, Buffer.from('bytes'));
    await variants.put(`${NAME}.w400.webp`, Buffer.from('variant'));
    expect(await uploads.list()).toEqual([NAME]);
    expect((await uploads.read(NAME))?.toString()).toBe('bytes');
    const stat = await uploads.stat(NAME);
    expect(stat?.size).toBe(5);
    expect(Math.abs((stat?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(await uploads.delete(NAME)).toBe(true);
    expect(await uploads.delete(NAME)).toBe(false);
    expect(await uploads.read(NAME)).toBeNull();
    expect(await uploads.stat(NAME)).toBeNull();
    expect(await variants.list()).toEqual([`${NAME}.w400.webp`]);
  });

  it('lists only the names that start with a prefix when given one, under its folder', async () => {
    const cards = storage().store('share-cards', () => true);
    const variants = storage().store('image-variants', () => true);
    await cards.put('deal-7-aaaa.png', Buffer.from('x'));
    await cards.put('deal-70-bbbb.png', Buffer.from('x'));
    await variants.put('deal-7-cccc.png', Buffer.from('x'));
    expect(await cards.list('deal-7-')).toEqual(['deal-7-aaaa.png']);
    expect((await cards.list('deal-7')).sort()).toEqual(['deal-7-aaaa.png', 'deal-70-bbbb.png']);
    expect(await cards.list('deal-8-')).toEqual([]);
  });

  it('lists past one page of keys', async () => {
    const store = storage().store('image-variants', () => true);
    const names = Array.from(
      { length: 1005 },
      (_, index) => `many-${String(index).padStart(4, '0')}`,
    );
    for (let start = 0; start < names.length; start += 50) {
      await Promise.all(
        names.slice(start, start + 50).map((name) => store.put(name, Buffer.from('x'))),
      );
    }
    expect((await store.list()).filter((name) => name.startsWith('many-'))).toHaveLength(1005);
  });

  it('turns no other name into a key', async () => {
    const uploads = storage().store('uploads', isUploadName);
    await expect(uploads.put('../escape', Buffer.from('x'))).rejects.toThrow(/refused/);
    expect(await uploads.read('../escape')).toBeNull();
  });

  it('passes the boot check on a bucket that exists, refuses one that does not', async () => {
    await expect(storage().check()).resolves.toBeUndefined();
    await expect(storage('no-such-bucket').check()).rejects.toThrow(
      'IMAGE_STORE=s3: bucket "no-such-bucket" cannot be used: it does not exist',
    );
  });

  it('refuses bad credentials at boot in one line that repeats no secret', async () => {
    process.env.AWS_ACCESS_KEY_ID = 'UNKNOWNKEY';
    process.env.AWS_SECRET_ACCESS_KEY = 'not-the-secret-1234';
    try {
      const check = storage().check();
      await expect(check).rejects.toThrow(/credentials are refused/);
      await expect(check).rejects.not.toThrow(/not-the-secret-1234/);
    } finally {
      Object.assign(process.env, s3.env);
    }
  });

  it('raises ImageStorageUnavailableError while the server is down, and works again after', async () => {
    const uploads = storage().store('uploads', isUploadName);
    await uploads.put(NAME, Buffer.from('before'));
    await s3.stop();
    try {
      await expect(uploads.put(NAME, Buffer.from('during'))).rejects.toBeInstanceOf(
        ImageStorageUnavailableError,
      );
      await expect(uploads.read(NAME)).rejects.toBeInstanceOf(ImageStorageUnavailableError);
    } finally {
      await s3.restart();
    }
    expect((await uploads.read(NAME))?.toString()).toBe('before');
  });
});
