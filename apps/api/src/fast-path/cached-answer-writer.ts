import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { flatHeaderList } from '../flat-header-list';
import { LearnedHeaders } from './learned-headers';
import type { CachedPage } from '../web/render-cache';
import { etagMatches, plainListEncoding, type Encoding } from './request-conditions';

/** The header list made for one compressed copy of an answer. */
interface HeadersForBody {
  body: Buffer;
  list: string[];
}

/**
 * Sends cached answers before Express runs, with the headers Express sent for the same kind of
 * answer: learned from one such response, then reused as prepared header lists.
 */
export class CachedAnswerWriter {
  private readonly learned = new LearnedHeaders();
  private readonly headerLists = new WeakMap<CachedPage, Map<Encoding, HeadersForBody>>();

  get ready(): boolean {
    return this.learned.shared !== null;
  }

  learnFrom(res: ServerResponse): void {
    this.learned.learnFrom(res);
  }

  /**
   * Sends the answer, or 304 when `conditional` and its ETag matches; false (nothing sent) when
   * the request asks for more than a plain encoding list and If-None-Match.
   */
  send(
    req: IncomingMessage,
    res: ServerResponse,
    answer: CachedPage,
    conditional: boolean,
  ): boolean {
    const shared = this.learned.shared;
    const encoding = plainListEncoding(req.headers['accept-encoding']);
    if (!shared || !encoding) return false;
    const matches = conditional ? etagMatches(req, answer.etag) : false;
    if (matches === null) return false;
    if (matches) {
      res.writeHead(304, { ...shared, etag: answer.etag });
      res.end();
      return true;
    }
    const body =
      encoding === 'br' ? answer.brotli : encoding === 'gzip' ? answer.gzip : answer.data;
    res.writeHead(answer.status, this.headerList(answer, encoding, body, shared));
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  private headerList(
    answer: CachedPage,
    encoding: Encoding,
    body: Buffer,
    shared: OutgoingHttpHeaders,
  ): string[] {
    let lists = this.headerLists.get(answer);
    if (!lists) this.headerLists.set(answer, (lists = new Map<Encoding, HeadersForBody>()));
    const made = lists.get(encoding);
    // A page's quick compressed copy is replaced by a smaller one: its length changes with it.
    if (made?.body === body) return made.list;
    const list = flatHeaderList({
      ...shared,
      etag: answer.etag,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': body.length,
    });
    lists.set(encoding, { body, list });
    return list;
  }
}
