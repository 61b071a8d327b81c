import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import express, { type Request, type RequestHandler } from 'express';
import { compressionEncoding, type Encoding } from '../fast-path/request-conditions';
import { flatHeaderList } from '../flat-header-list';
import { SESSION_COOKIE } from '../modules/auth/session-cookie';
import { ByteBoundedCache } from '../modules/image/byte-bounded-cache';
import type { SiteVersions } from '../modules/site-version/site-data-version.service';
import { siteDayOf } from '../modules/visit/site-day';
import { precompressed, type CachedPage } from '../web/render-cache';
import { answeredReadOf, type AnsweredRead } from './anonymous-read-cache';

/** The JSON body limit of /graphql, which the listener keeps to as well. */
export const GRAPHQL_BODY_LIMIT = 100 * 1024;
const MAX_ENTRIES = 500;
const MAX_BYTES = 16 * 1024 * 1024;
/** A JSON body, which Apollo's CSRF prevention lets through without a preflight header. */
const JSON_CONTENT_TYPE = /^application\/json(?:;\s*charset=utf-8)?$/i;
/** The compression middleware's default threshold: smaller answers go out uncompressed. */
const COMPRESSION_THRESHOLD = 1024;
/** Headers of one response that say nothing about the next, or belong to the caller alone. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'set-cookie', 'date']);

interface RawBodyAnswer {
  /** The JSON itself; `ByteBoundedCache` counts this. */
  data: Buffer;
  answer: CachedPage;
  read: AnsweredRead;
  headers: OutgoingHttpHeaders;
  headerLists: Map<Encoding, string[]>;
}

const bodiesReadAhead = new WeakMap<IncomingMessage, Buffer>();

/** The whole body of a request with a Content-Length, or a rejection when the client goes away. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * express.json for /graphql that also parses a body the listener already read off the socket,
 * through the same parser, so limits and errors stay exactly those of express.json.
 */
export function graphqlJsonBody(): RequestHandler {
  const parseJson = express.json({ limit: GRAPHQL_BODY_LIMIT });
  return (req, res, next) => {
    const body = bodiesReadAhead.get(req);
    if (!body) return parseJson(req, res, next);
    // A plain Readable: express.json takes anything that looks writable for an answer already sent.
    const replay = Object.assign(new Readable({ read: () => undefined }), {
      headers: req.headers,
      complete: false,
      socket: req.socket,
      body: undefined,
    });
    replay.push(body);
    replay.push(null);
    void parseJson(replay as unknown as Request, res, (error?: unknown) => {
      req.body = replay.body;
      next(error);
    });
  };
}

/**
 * Answers an anonymous GraphQL POST whose body (and Content-Type and Accept) is byte for byte one
 * Apollo already answered from its anonymous read cache, under the same data versions and site
 * day, before Express runs: with that answer's headers, precompressed. Anything else, signed-in
 * callers included, goes on to Express and Apollo with the body already read.
 */
export class AnonymousReadFastPath {
  private readonly answers = new ByteBoundedCache<RawBodyAnswer>(MAX_BYTES, MAX_ENTRIES);

  constructor(
    /** The data versions, read from the database at most once a second (see SiteDataVersion). */
    private readonly versions: () => Promise<SiteVersions>,
    private readonly timeZone: string,
    /** Where a request it cannot answer goes on to, its body read ahead. */
    private readonly express: (req: IncomingMessage, res: ServerResponse) => void,
  ) {}

  /** True when it took the request. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'POST' || req.url !== '/graphql') return false;
    const { headers } = req;
    const type = headers['content-type'];
    if (!type || !JSON_CONTENT_TYPE.test(type) || headers.cookie?.includes(SESSION_COOKIE))
      return false;
    const length = Number(headers['content-length']);
    if (headers['content-encoding'] || headers['transfer-encoding']) return false;
    if (!Number.isInteger(length) || length <= 0 || length > GRAPHQL_BODY_LIMIT) return false;
    readBody(req).then(
      async (body) => {
        const key = createHash('sha256')
          .update(`${type}\n${headers.accept ?? ''}\n`)
          .update(body)
          .digest('base64url');
        // The body is read asynchronously anyway: waiting for a due version read costs nothing more.
        const versions = this.answers.get(key) && (await this.versions().catch(() => null));
        if (versions && this.answerFromCache(key, versions, req, res)) return;
        bodiesReadAhead.set(req, body);
        res.once('finish', () => void this.keep(key, req, res));
        this.express(req, res);
      },
      () => res.destroy(),
    );
    return true;
  }

  private answerFromCache(
    key: string,
    versions: SiteVersions,
    req: IncomingMessage,
    res: ServerResponse,
  ): boolean {
    const cached = this.answers.get(key);
    if (!cached) return false;
    const { read } = cached;
    if (read.versions.content !== versions.content || read.versions.clicks !== versions.clicks)
      return false;
    if (read.day !== siteDayOf(new Date(), this.timeZone)) return false;
    const { answer } = cached;
    const accepted = compressionEncoding(req.headers['accept-encoding']);
    if (!accepted) return false;
    const encoding = answer.data.length < COMPRESSION_THRESHOLD ? 'identity' : accepted;
    const body =
      encoding === 'br' ? answer.brotli : encoding === 'gzip' ? answer.gzip : answer.data;
    let list = cached.headerLists.get(encoding);
    if (!list) {
      list = flatHeaderList({
        ...cached.headers,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        'content-length': body.length,
      });
      cached.headerLists.set(encoding, list);
    }
    res.writeHead(200, list);
    res.end(body);
    return true;
  }

  /** After Apollo answered a body the cache missed: keeps that answer when it was a cacheable read. */
  private async keep(key: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const read = answeredReadOf(req);
    if (!read || res.statusCode !== 200) return;
    const { errors, data, extensions } = read.result;
    // Apollo's own serialisation of a single result, so both paths send the same JSON.
    const json = `${JSON.stringify({ errors, data, extensions })}\n`;
    const answer = await precompressed(
      { status: 200, html: json },
      read.versions.clicks,
      Date.now(),
    );
    const headers = Object.fromEntries(
      Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name)),
    );
    this.answers.set(key, { data: answer.data, answer, read, headers, headerLists: new Map() });
  }
}
