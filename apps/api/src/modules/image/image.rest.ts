import { numberText, objectOf } from '../../rest-kit/input-schema';
import { pathParam, type RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';
import { clientAddress } from '../auth/client-address';
import { sendImage } from './image-response';
import { receiveImageFiles } from './multipart-images';
import { parseVariantRequest } from './variant-request';

/** Any number is taken and snapped to the nearest stored size (variant-request.ts). */
const VARIANT_QUERY = objectOf({ w: numberText, quality: numberText, blur: numberText });

/** POST /api/upload, GET /api/images/:file and POST /api/cleanup-images. */
export function imageRestRoutes({ images }: Services): RestRoute[] {
  return [
    {
      method: 'POST',
      path: '/upload',
      access: 'curator',
      multipart: true,
      handler: async (req, reply) => {
        const urls = await images.storeUploads(await receiveImageFiles(req));
        reply.code(201);
        return { url: urls[0], urls };
      },
    },
    {
      method: 'GET',
      path: '/images/:file',
      access: 'public',
      schema: { querystring: VARIANT_QUERY },
      handler: async (req, reply) => {
        const request = parseVariantRequest(
          req.query as Record<string, unknown>,
          req.headers.accept,
        );
        const image = await images.variant(pathParam(req, 'file'), request, clientAddress(req));
        return sendImage(req, reply, image);
      },
    },
    {
      method: 'POST',
      path: '/cleanup-images',
      access: 'curator',
      handler: async () => ({ deletedCount: await images.deleteUnusedUploads() }),
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
      handler: async (req, reply) =>
        sendImage(req, reply, await images.original(pathParam(req, 'file'))),
    },
  ];
}
