import type { Request, Response } from 'express';
import { pathParam, type RestRoute } from '../../rest/rest-route';
import type { Services } from '../../services';
import type { ServedImage } from './image-variants';
import { receiveImageFiles } from './multipart-images';
import { parseVariantRequest } from './variant-request';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sends an image that never changes under its URL, or 304 when the client already has it. */
function sendImage(
  req: Request,
  res: Response,
  image: ServedImage,
  beforeSending?: (res: Response) => void,
): void {
  res.set({ 'Cache-Control': IMMUTABLE, ETag: image.etag, 'Content-Type': image.contentType });
  beforeSending?.(res);
  const known = req.get('if-none-match');
  if (known?.split(',').some((tag) => tag.trim() === image.etag)) {
    res.status(304).end();
    return;
  }
  res.send(image.data);
}

/** POST /api/upload, GET /api/images/:file and POST /api/cleanup-images. */
export function imageRestRoutes({ images }: Services): RestRoute[] {
  return [
    {
      method: 'POST',
      path: '/upload',
      access: 'curator',
      handler: async (req, res) => {
        const urls = await images.storeUploads(await receiveImageFiles(req));
        res.status(201).json({ url: urls[0], urls });
      },
    },
    {
      method: 'GET',
      path: '/images/:file',
      access: 'public',
      handler: async (req, res) => {
        const request = parseVariantRequest(req.query, req.get('accept'));
        res.vary('Accept');
        const image = await images.variant(pathParam(req, 'file'), request);
        sendImage(req, res, image, (headed) => images.fastPath.learnHeaders(headed));
      },
    },
    {
      method: 'POST',
      path: '/cleanup-images',
      access: 'curator',
      handler: async (_req, res) => {
        res.json({ deletedCount: await images.deleteUnusedUploads() });
      },
    },
  ];
}

/** GET /uploads/:file, the stored original; a table of its own, mounted outside /api. */
export function uploadRoutes({ images }: Services): RestRoute[] {
  return [
    {
      method: 'GET',
      path: '/:file',
      access: 'public',
      handler: async (req, res) => {
        sendImage(req, res, await images.original(pathParam(req, 'file')));
      },
    },
  ];
}
