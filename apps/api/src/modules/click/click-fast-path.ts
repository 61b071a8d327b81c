import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import { sameOriginWrites } from '../../rest/same-origin-writes';
import { parseDealId } from '../deal/deal-id';
import { countableVisitor } from '../visit/visitor';
import { sendClickAnswer } from './click-answer';
import type { ClickService } from './click.service';

const CLICK_PATH = /^\/api\/deals\/([^/?]+)\/click$/;

/**
 * Answers POST /api/deals/{id}/click before Express's routers, with the same same-origin check,
 * visitor identification (trusted proxies included) and lean headers as the REST route. A click
 * with a body, a foreign origin, or one the service refuses (unknown deal, database away) goes on
 * to Express, which answers it as it always does; a refused click counted nothing, so nothing is
 * counted twice.
 */
export class ClickFastPath {
  private readonly sameOrigin: RequestHandler;

  constructor(
    private readonly clicks: ClickService,
    private readonly headers: string[],
    private readonly app: Express,
    publicUrl: string,
  ) {
    this.sameOrigin = sameOriginWrites(publicUrl);
  }

  /** True when it took the request; one it then cannot answer goes on to Express. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'POST') return false;
    const match = CLICK_PATH.exec(req.url ?? '');
    if (!match) return false;
    const { 'content-length': length, 'transfer-encoding': chunked } = req.headers;
    if (chunked !== undefined || (length !== undefined && length !== '0')) return false;
    let dealId: number;
    try {
      dealId = parseDealId(match[1]);
    } catch {
      return false;
    }
    // Express's own request helpers (req.ip through the trusted proxies, req.get) without its routing.
    const request = Object.setPrototypeOf(req, this.app.request) as Request;
    let foreign = false;
    this.sameOrigin(request, res as Response, (error?: unknown) => (foreign = error !== undefined));
    if (foreign) return false;
    this.clicks.record(dealId, countableVisitor(request)).then(
      (clicks) => sendClickAnswer(res, this.headers, clicks),
      () => {
        this.app(req, res);
      },
    );
    return true;
  }
}
