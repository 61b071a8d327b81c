import sharp from 'sharp';
import { prepareUpload } from './image-upload';

const photo = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: '#d33' } });

describe('prepareUpload', () => {
  it('drops EXIF and GPS metadata by re-encoding (sharp keeps none unless asked)', async () => {
    const withGps = await photo()
      .jpeg()
      .withExif({
        IFD0: { Make: 'PocketCam', Copyright: 'Jane Doe' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 52/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    expect(withGps.includes('PocketCam')).toBe(true);

    const { data, name } = await prepareUpload({ fileName: 'holiday.jpg', data: withGps });

    const metadata = await sharp(data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(data.includes('PocketCam')).toBe(false);
    expect(data.includes('GPS')).toBe(false);
    expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);
  });

  it('turns a photo upright from its EXIF orientation before dropping it', async () => {
    // Orientation 6: stored 40x20, shown rotated a quarter turn, so 20x40.
    const sideways = await photo(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { data } = await prepareUpload({ fileName: 'sideways.jpg', data: sideways });
    const metadata = await sharp(data).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([20, 40, undefined]);
  });

  it.each(['png', 'webp', 'gif', 'avif'] as const)('keeps a %s a %s', async (format) => {
    const { name } = await prepareUpload({
      fileName: `x.${format}`,
      data: await photo().toFormat(format).toBuffer(),
    });
    expect(name.endsWith(`.${format}`)).toBe(true);
  });

  it('names by the bytes, never by the client file name', async () => {
    const png = await photo().png().toBuffer();
    const { name } = await prepareUpload({ fileName: '../../etc/passwd.jpg', data: png });
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
  });

  it('refuses bytes whose magic number claims a format the decoder cannot read', async () => {
    const jpegHeaderOnly = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(200, 7),
    ]);
    await expect(prepareUpload({ fileName: 'broken.jpg', data: jpegHeaderOnly })).rejects.toThrow(
      'broken.jpg is not a JPEG, PNG, WebP, GIF or AVIF image',
    );
  });

  it('refuses a TIFF, which sharp could read but the site does not accept', async () => {
    const tiff = await photo().tiff().toBuffer();
    await expect(prepareUpload({ fileName: 'scan.tif', data: tiff })).rejects.toThrow(
      'is not a JPEG, PNG, WebP, GIF or AVIF image',
    );
  });
});
