import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeGraphApi, pngBytes } from '@deal-site/facebook-source/testing';
import { LocalDiskImageStore, isUploadName } from '@deal-site/image-store';
import sharp from 'sharp';
import { importImages } from './imported-images';

describe('importImages', () => {
  let server: FakeGraphApi;
  let dir: string;
  let store: LocalDiskImageStore;

  beforeEach(async () => {
    server = await new FakeGraphApi().start();
    dir = mkdtempSync(join(tmpdir(), 'imported-images-'));
    store = new LocalDiskImageStore(dir, isUploadName);
  });
  afterEach(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores re-encoded copies and leaves out what fails, keeping the rest', async () => {
    server.images.set('good.png', await pngBytes());
    server.images.set('fake.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));

    const result = await importImages(
      [server.imageUrl('good.png'), server.imageUrl('fake.png'), server.imageUrl('gone.png')],
      store,
      { allowPrivateHosts: true },
    );

    expect(result.stored).toEqual([expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/)]);
    expect(result.failures).toEqual(['not an allowed image', expect.stringContaining('404')]);
    const [name] = await store.list();
    expect((await sharp((await store.read(name)) ?? Buffer.alloc(0)).metadata()).format).toBe(
      'png',
    );
  });

  it('keeps nothing from a refused address', async () => {
    server.images.set('good.png', await pngBytes());

    const result = await importImages([server.imageUrl('good.png')], store, {
      allowPrivateHosts: false,
    });

    expect(result.stored).toEqual([]);
    expect(result.failures).toEqual([expect.stringContaining('is not allowed')]);
    expect(await store.list()).toEqual([]);
  });
});
