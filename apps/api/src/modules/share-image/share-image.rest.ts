import type { FastifyPluginCallback } from 'fastify';
import { objectOf, text } from '../../rest-kit/input-schema';
import { idSegment, pathParams, refuseBadPathWith } from '../../rest-kit/route-params';
import { dealNotFound } from '../deal/deal.errors';
import type { DealService } from '../deal/deal.service';
import { sendImage } from '../image/image-response';
import type { ShareImageService } from './share-image.service';

/** An address without the card's current version may be kept a while, never for good. */
const UNVERSIONED_CACHE_CONTROL = 'public, max-age=300';

export interface ShareImageRoutesOptions {
  deals: DealService;
  shareImages: ShareImageService;
}

interface ShareCardRoute {
  Params: { id: string };
  Querystring: { v?: string };
}

/** GET /api/deals/:id/share-card.png: the preview card of a deal without a picture. */
export const shareImageRoutes: FastifyPluginCallback<ShareImageRoutesOptions> = (
  app,
  { deals, shareImages },
  done,
) => {
  app.get<ShareCardRoute>(
    '/deals/:id/share-card.png',
    {
      config: { access: 'public', answers: 'image' },
      schemaErrorFormatter: refuseBadPathWith(dealNotFound),
      schema: { params: pathParams({ id: idSegment }), querystring: objectOf({ v: text }) },
    },
    async (req, reply) => {
      const deal = await deals.findActive(Number(req.params.id));
      const { image, version } = await shareImages.card(deal);
      if (req.query.v === version) return sendImage(req, reply, image);
      const headers = { ...image.headers, 'cache-control': UNVERSIONED_CACHE_CONTROL };
      const notModifiedHeaders = {
        ...image.notModifiedHeaders,
        'cache-control': UNVERSIONED_CACHE_CONTROL,
      };
      return sendImage(req, reply, { ...image, headers, notModifiedHeaders });
    },
  );
  done();
};
