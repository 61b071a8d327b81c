import type { Response } from 'express';
import { pathParam, type RestRoute } from '../../rest/rest-route';
import type { Services } from '../../services';
import { clientAddress } from '../auth/client-address';
import { writeImage } from './image-response';
import { receiveImageFiles } from './multipart-images';
import { parseVariantRequest } from './variant-request';

/** The image's own short header list replaces the page headers middleware set (helmet's). */
function clearHeaders(res: Response): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
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
        const image = await images.variant(pathParam(req, 'file'), request, clientAddress(req));
        clearHeaders(res);
        writeImage(req, res, image);
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
        const image = await images.original(pathParam(req, 'file'));
        clearHeaders(res);
        writeImage(req, res, image);
      },
    },
  ];
}
