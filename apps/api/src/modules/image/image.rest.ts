import { Router, type Request, type Response } from 'express';
import type { Logger } from '../../logger';
import { restErrorHandler, restNotFound } from '../../rest/rest-errors';
import type { Services } from '../../services';
import { requireCurator } from '../auth/rights';
import type { ServedImage } from './image-variants';
import { receiveImageFiles } from './multipart-images';
import { parseVariantRequest } from './variant-request';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sends an image that never changes under its URL, or 304 when the client already has it. */
function sendImage(req: Request, res: Response, image: ServedImage): void {
  res.set({ 'Cache-Control': IMMUTABLE, ETag: image.etag, 'Content-Type': image.contentType });
  const known = req.get('if-none-match');
  if (known?.split(',').some((tag) => tag.trim() === image.etag)) {
    res.status(304).end();
    return;
  }
  res.send(image.data);
}

/** POST /api/upload, GET /api/images/:file and POST /api/cleanup-images. */
export function imageRestRouter(services: Services): Router {
  const router = Router();

  router.post('/upload', requireCurator, async (req, res) => {
    const urls = await services.images.storeUploads(await receiveImageFiles(req));
    res.status(201).json({ url: urls[0], urls });
  });

  router.get('/images/:file', async (req, res) => {
    const request = parseVariantRequest(req.query, req.get('accept'));
    res.vary('Accept');
    sendImage(req, res, await services.images.variant(req.params.file, request));
  });

  router.post('/cleanup-images', requireCurator, async (_req, res) => {
    res.json({ deletedCount: await services.images.deleteUnusedUploads() });
  });

  return router;
}

/** GET /uploads/:file, the stored original; mounted outside /api, with the same JSON errors. */
export function uploadsRouter(services: Services, logger: Logger): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    sendImage(req, res, await services.images.original(req.params.file));
  });
  router.use(restNotFound);
  router.use(restErrorHandler(logger));
  return router;
}
