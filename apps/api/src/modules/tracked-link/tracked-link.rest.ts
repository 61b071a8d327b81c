import type { IncomingHttpHeaders } from 'node:http';
import { dealLink } from '@deal-site/deal-text';
import { normalizedSourceValue } from '@deal-site/traffic-source';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../common/app-error';
import { errorPage } from '../../rest-kit/error-page';
import { objectOf, repeatableText } from '../../rest-kit/input-schema';
import { idSegment, pathParams } from '../../rest-kit/route-params';
import type { ClickService } from '../click/click.service';
import { DealSort } from '../deal/deal.inputs';
import type { Deal } from '../deal/deal.entity';
import type { DealService } from '../deal/deal.service';
import type { VisitorGate } from '../visitor/visitor-gate';
import { expiredDealPage } from './expired-deal-page';

export interface TrackedLinkRoutesOptions {
  deals: DealService;
  clicks: ClickService;
  visitorGate: VisitorGate;
}

/** How many live deals of its section an expired deal's page offers instead. */
const LIVE_DEALS_OFFERED = 6;

/** ?src= names where the link was posted (telegram, email, feed); a value not usable is ignored. */
const TRACKED_LINK_QUERY = objectOf({ src: repeatableText });

interface TrackedLinkRequest {
  Params: { id: string };
  Querystring: { src?: string | string[] };
}

const FETCH_METADATA_HEADERS = [
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
  'sec-fetch-user',
];

/**
 * Whether the request is a visitor going to the link in a window or tab: Fetch Metadata says
 * navigate to a document, or there is none (older browsers, mail apps). Another site loading /go/
 * as an image, a script, a fetch or a frame for its own visitors is not a click.
 */
function isTopLevelNavigation(headers: IncomingHttpHeaders): boolean {
  const header = (name: string) => {
    const value = headers[name];
    return value === undefined ? undefined : String(value).toLowerCase();
  };
  const mode = header('sec-fetch-mode');
  if (mode === undefined)
    return FETCH_METADATA_HEADERS.every((name) => headers[name] === undefined);
  const destination = header('sec-fetch-dest');
  return mode === 'navigate' && (destination === undefined || destination === 'document');
}

/** Every redirect /go/ answers: a click's answer, never cached nor indexed by anyone. */
function redirectUncached(reply: FastifyReply, location: string): FastifyReply {
  return reply
    .headers({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    .redirect(location, 302);
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .headers({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
    .type('text/html; charset=utf-8')
    .send(html);
}

async function findDeal(deals: DealService, dealId: number): Promise<Deal | null> {
  try {
    return await deals.findActive(dealId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * Counts the click under the click API's rules: a HEAD, a load that is no navigation, a bot, a
 * prefetch, a visitor over the cap or an address over its limit counts nothing. A count that
 * cannot be made never keeps the visitor from the deal.
 */
async function countClick(
  { clicks, visitorGate }: TrackedLinkRoutesOptions,
  req: FastifyRequest<TrackedLinkRequest>,
  dealId: number,
): Promise<void> {
  if (req.method !== 'GET' || !isTopLevelNavigation(req.headers)) return;
  try {
    const { visitor } = visitorGate.visitorOf(req, 'click');
    const source = normalizedSourceValue(req.query.src);
    if (clicks.recordNow(dealId, visitor, source) === null)
      await clicks.record(dealId, visitor, source);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    req.log.warn({ err: error, dealId }, 'a tracked click was not counted');
  }
}

/**
 * GET /go/{id}: the deal's link (as Grab Deal shows it) behind a counted redirect, so a click from an e-mail, a
 * feed reader or a page without scripts counts too. The Referer's origin is kept: affiliate
 * networks distrust clicks without one.
 */
export const trackedLinkRoutes: FastifyPluginCallback<TrackedLinkRoutesOptions> = (
  app,
  options,
  done,
) => {
  const { deals } = options;
  app.get<TrackedLinkRequest>(
    '/:id',
    {
      config: { access: 'public', answers: 'redirect' },
      // A path that names no deal shows the not-found page, as an unknown deal does.
      attachValidation: true,
      schema: { params: pathParams({ id: idSegment }), querystring: TRACKED_LINK_QUERY },
    },
    async (req, reply) => {
      const deal = req.validationError ? null : await findDeal(deals, Number(req.params.id));
      if (!deal) return sendPage(reply, 404, errorPage(404));
      if (deals.isExpired(deal)) {
        const { items } = await deals.list({
          category: deal.category,
          sort: DealSort.NEWEST,
          limit: LIVE_DEALS_OFFERED,
          offset: 0,
        });
        return sendPage(reply, 410, expiredDealPage(deal, items));
      }
      // Where Grab Deal goes (the first shop link of the description, else the affiliate link),
      // in its ASCII form, which a Location header always holds; a deal without one has
      // nowhere to send the visitor but its own page.
      const link = dealLink(deal);
      if (!link) return redirectUncached(reply, `/deals/${deal.id}`);
      // Counted once the answer is sure, and its headers set only after: an error answer
      // never carries the Location of a redirect that was not made.
      await countClick(options, req, deal.id);
      return redirectUncached(reply, link);
    },
  );
  done();
};
