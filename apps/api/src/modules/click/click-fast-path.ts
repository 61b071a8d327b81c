import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import { flatHeaderList } from '../../flat-header-list';
import { LearnedHeaders } from '../../fast-path/learned-headers';
import { sameOriginWrites } from '../../rest/same-origin-writes';
import { parseDealId } from '../deal/deal-id';
import { countableVisitor } from '../visit/visitor';
import type { ClickService } from './click.service';

const CLICK_PATH = /^\/api\/deals\/([^/?]+)\/click$/;

/** The weak ETag Express gives a body it sends, so both paths answer alike. */
const weakEtag = (body: string) =>
  `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

/**
 * Answers POST /api/deals/{id}/click before Express's routers, with the same same-origin check,
 * visitor identification (trusted proxies included) and headers as the REST route. A click with
 * a body, a foreign origin, or one the service refuses (unknown deal, database away) goes on to
 * Express, which answers it as it always does; a refused click counted nothing, so nothing is
 * counted twice.
 */
export class ClickFastPath {
  private readonly learned = new LearnedHeaders();
  private sharedList: string[] | null = null;
  private readonly sameOrigin: RequestHandler;

  constructor(
    private readonly clicks: ClickService,
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
    const shared = this.learned.shared;
    if (!shared) {
      this.learned.learnFrom(res);
      return false;
    }
    const headers = (this.sharedList ??= flatHeaderList(shared));
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
      (clicks) => {
        // A string body goes out in one write with the headers; a Buffer would take two.
        const body = `{"clicks":${clicks}}`;
        res.writeHead(200, [
          ...headers,
          'etag',
          weakEtag(body),
          'content-length',
          String(body.length),
        ]);
        res.end(body);
      },
      () => {
        this.app(req, res);
      },
    );
    return true;
  }
}
