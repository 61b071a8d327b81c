// Uploads through the API as a curator, the way the admin form does: shared by bench:images and bench:web.
import { Blob } from 'node:buffer';
import sharp from 'sharp';

/** Registers the first account (the curator) and answers its session cookie. */
export async function curatorCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-curator', password: 'bench-password-123' }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie').split(';')[0];
}

/** POST /api/upload with one JPEG; answers the stored name. */
export async function uploadImage(baseUrl, cookie, bytes) {
  const body = new globalThis.FormData();
  body.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'bench.jpg');
  const response = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    headers: { cookie },
    body,
  });
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  const { url } = await response.json();
  return url.slice(url.lastIndexOf('/') + 1);
}

/** A JPEG with soft, photo-like detail (coarse noise scaled up), distinct per seed. */
export async function photoLikeJpeg(seed, width, height) {
  const coarse = await sharp({
    create: {
      width: Math.ceil(width / 25),
      height: Math.ceil(height / 25),
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(coarse)
    .resize(width, height, { kernel: 'cubic' })
    .tint({ r: (seed * 53) % 255, g: 120, b: 200 })
    .jpeg({ quality: 85 })
    .toBuffer();
}
