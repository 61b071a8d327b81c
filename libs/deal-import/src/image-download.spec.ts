import { FakeGraphApi, pngBytes } from '@deal-site/facebook-source/testing';
import { downloadImage, ImageDownloadError } from './image-download';

describe('downloadImage', () => {
  let server: FakeGraphApi;
  let picture: Buffer;

  beforeEach(async () => {
    server = await new FakeGraphApi().start();
    picture = await pngBytes();
    server.images.set('deal.png', picture);
  });
  afterEach(() => server.stop());

  it('downloads a picture, following redirects, when private hosts are allowed (tests)', async () => {
    const redirect = `${server.origin}/redirect?to=${encodeURIComponent('/images/deal.png')}`;

    expect(await downloadImage(redirect, { allowPrivateHosts: true })).toEqual(picture);
  });

  describe('with IMPORT_ALLOW_PRIVATE_HOSTS unset', () => {
    const refused = /is not allowed/;

    it('refuses a loopback address', async () => {
      await expect(
        downloadImage(server.imageUrl('deal.png'), { allowPrivateHosts: false }),
      ).rejects.toThrow(refused);
      expect(server.requests).toEqual([]);
    });

    it('refuses a name that resolves to loopback, judged after DNS resolution', async () => {
      const byName = server.imageUrl('deal.png').replace('127.0.0.1', 'localhost');

      await expect(downloadImage(byName, { allowPrivateHosts: false })).rejects.toThrow(refused);
      expect(server.requests).toEqual([]);
    });

    it('refuses the cloud metadata address 169.254.169.254', async () => {
      await expect(
        downloadImage('http://169.254.169.254/latest/meta-data/', { allowPrivateHosts: false }),
      ).rejects.toThrow(refused);
    });

    it.each([
      '[::7f00:1]',
      '[::127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::ffff:0:7f00:1]',
      '[64:ff9b::7f00:1]',
      '[64:ff9b:1::7f00:1]',
      '[2002:7f00:1::]',
      '[2001::7f00:1]',
      '[2606:4700::200:5efe:7f00:1]',
      '[2606:4700::5efe:a00:1]',
      '[fec0::1]',
      '[fc00::1]',
      '[fe80::1]',
      '[ff02::1]',
      '[::]',
      '[::1]',
    ])('refuses the IPv6 address %s, which embeds or reaches a private one', async (host) => {
      const port = new URL(server.origin).port;

      await expect(
        downloadImage(`http://${host}:${port}/images/deal.png`, { allowPrivateHosts: false }),
      ).rejects.toThrow(refused);
      expect(server.requests).toEqual([]);
    });

    it('refuses a redirect to a private address', async () => {
      const port = new URL(server.origin).port;
      const redirect = `${server.origin}/redirect?to=${encodeURIComponent(`http://127.0.0.2:${port}/images/deal.png`)}`;

      await expect(
        downloadImage(redirect, { allowPrivateHosts: false, allowAddresses: ['127.0.0.1'] }),
      ).rejects.toThrow(refused);
      expect(server.requests).toEqual([
        '/redirect?to=' + encodeURIComponent(`http://127.0.0.2:${port}/images/deal.png`),
      ]);
    });
  });

  it('refuses links that are not http(s), and redirects to them', async () => {
    await expect(downloadImage('file:///etc/passwd', { allowPrivateHosts: true })).rejects.toThrow(
      ImageDownloadError,
    );
    const redirect = `${server.origin}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`;
    await expect(downloadImage(redirect, { allowPrivateHosts: true })).rejects.toThrow(
      /file: links are not fetched/,
    );
  });

  it('stops a download larger than the limit', async () => {
    server.images.set('big.png', Buffer.alloc(4096, 1));

    await expect(
      downloadImage(server.imageUrl('big.png'), { allowPrivateHosts: true, maxBytes: 1024 }),
    ).rejects.toThrow(/larger than 1024 bytes/);
  });

  it('gives up on a slow server after the time limit', async () => {
    const slow = `${server.origin}/v23.0/${server.pageId}/published_posts?access_token=${server.accessToken}`;
    server.pageDelayMs = 500;

    await expect(downloadImage(slow, { allowPrivateHosts: true, timeoutMs: 100 })).rejects.toThrow(
      /took longer than 100 ms/,
    );
  });

  it('reports a missing picture', async () => {
    await expect(
      downloadImage(server.imageUrl('missing.png'), { allowPrivateHosts: true }),
    ).rejects.toThrow(/answered 404/);
  });
});
