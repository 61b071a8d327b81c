import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface ImageServer {
  /** The absolute URL of a 400 x 300 PNG in the n-th colour. */
  imageUrl(n: number): string;
  close(): Promise<void>;
}

const COLOURS = ['#c6401c', '#137a6f', '#2563eb', '#f0d48a', '#5f6368', '#9a3215'];

/** Serves plain coloured product-photo stand-ins on loopback, as a shop's image host would. */
export async function startImageServer(): Promise<ImageServer> {
  const images = await Promise.all(
    COLOURS.map((background) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  const server: Server = createServer((req, res) => {
    const index = Number(/^\/photo-(\d+)\.png$/.exec(req.url ?? '')?.[1] ?? NaN);
    const image = images[index];
    if (!image) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': image.length }).end(image);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    imageUrl: (n) => `http://127.0.0.1:${port}/photo-${n % COLOURS.length}.png`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
