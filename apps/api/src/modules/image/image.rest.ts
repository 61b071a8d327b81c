import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import { numberText, objectOf, unread } from '../../rest-kit/input-schema';
import { refuseBadPathWith, pathParams, textSegment } from '../../rest-kit/route-params';
import { clientAddress } from '../visitor/client-address';
import { invalidImageName } from './image.errors';
import { sendImage } from './image-response';
import type { ImageService } from './image.service';
import { MULTIPART_LIMITS, receiveImageFiles } from './multipart-images';
import { parseVariantRequest } from './variant-request';

/** Any number is taken and snapped to the nearest stored size (variant-request.ts). */
const VARIANT_QUERY = objectOf({ w: numberText, quality: numberText, blur: numberText });

/** The upload's files are streamed to receiveImageFiles, which judges them: no schema can. */
const STREAMED_FILES = {};

/** An upload is named with 32 hex digits, a dot and an extension of up to four letters. */
const UPLOAD_NAME_MAX_LENGTH = 37;

/**
 * A route of one stored image. A name too long to be one gets the answer ImageService gives any
 * malformed name (400 'Invalid image name'), not a not-found.
 */
const ONE_IMAGE = {
  config: { access: 'public', answers: 'image' },
  schemaErrorFormatter: refuseBadPathWith(invalidImageName),
} as const;
const IMAGE_FILE_PARAMS = pathParams({ file: textSegment(UPLOAD_NAME_MAX_LENGTH) });

interface ImageFilePath {
  Params: { file: string };
}

interface ImageVariantRoute extends ImageFilePath {
  Querystring: { w?: string; quality?: string; blur?: string };
}

export interface ImageRoutesOptions {
  images: ImageService;
}

/** POST /api/upload, GET /api/images/:file and POST /api/cleanup-images. */
export const imageRoutes: FastifyPluginAsync<ImageRoutesOptions> = async (app, { images }) => {
  // Only the upload route parses multipart bodies: the plugin's hooks run on no other request.
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
    uploads.post(
      '/upload',
      { config: { access: 'curator' }, schema: { body: STREAMED_FILES } },
      async (req, reply) => {
        const urls = await images.storeUploads(await receiveImageFiles(req));
        reply.code(201);
        return { url: urls[0], urls };
      },
    );
  });

  app.get<ImageVariantRoute>(
    '/images/:file',
    { ...ONE_IMAGE, schema: { params: IMAGE_FILE_PARAMS, querystring: VARIANT_QUERY } },
    async (req, reply) => {
      const request = parseVariantRequest(req.query, req.headers.accept);
      const image = await images.variant(req.params.file, request, clientAddress(req));
      return sendImage(req, reply, image);
    },
  );

  app.post(
    '/cleanup-images',
    { config: { access: 'curator' }, schema: { body: unread } },
    async () => ({ deletedCount: await images.deleteUnusedUploads() }),
  );
};

/** GET /uploads/:file, the stored original, mounted outside /api. */
export const uploadRoutes: FastifyPluginCallback<ImageRoutesOptions> = (app, { images }, done) => {
  app.get<ImageFilePath>(
    '/:file',
    { ...ONE_IMAGE, schema: { params: IMAGE_FILE_PARAMS, querystring: unread } },
    async (req, reply) => sendImage(req, reply, await images.original(req.params.file)),
  );
  done();
};
