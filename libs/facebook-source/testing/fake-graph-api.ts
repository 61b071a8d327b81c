import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { GraphPost } from '../src/graph-api-post';

export type { GraphPost } from '../src/graph-api-post';

export interface ScriptedFailure {
  status: number;
  error: { code: number; error_subcode?: number; message: string; type?: string };
  headers?: Record<string, string>;
}

export interface FakeGraphApiOptions {
  pageId?: string;
  accessToken?: string;
  posts?: GraphPost[];
}

export const FAKE_PAGE_ID = '1234567890';
export const FAKE_ACCESS_TOKEN = 'fake-page-token';
const VERSION = 'v23.0';

/** A small solid PNG made on the spot, so every served image is a real, decodable picture. */
export function pngBytes(color: { r: number; g: number; b: number } = { r: 200, g: 40, b: 40 }) {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/**
 * The Graph API's page posts, served by a real HTTP server on 127.0.0.1: pages with `next`
 * links, the error bodies Facebook sends, and images under /images/ on the same server.
 */
export class FakeGraphApi {
  readonly pageId: string;
  readonly accessToken: string;
  posts: GraphPost[];
  /** Answered, in order, before any normal page. */
  readonly failures: ScriptedFailure[] = [];
  /** Milliseconds each page waits before answering (to catch an import mid-way). */
  pageDelayMs = 0;
  /** Posts per page at most, whatever `limit` asks: spreads a few posts over several pages. */
  pageSizeCap = 100;
  /** Answer the first page empty, with a `next` (the Graph API does this at times). */
  emptyFirstPage = false;
  /** Every path and query asked for, in order. */
  readonly requests: string[] = [];
  readonly images = new Map<string, Buffer>();
  private server: Server | undefined;

  constructor(options: FakeGraphApiOptions = {}) {
    this.pageId = options.pageId ?? FAKE_PAGE_ID;
    this.accessToken = options.accessToken ?? FAKE_ACCESS_TOKEN;
    this.posts = options.posts ?? [];
  }

  get origin(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('the fake Graph API is not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  /** What FACEBOOK_GRAPH_URL points at. */
  get graphUrl(): string {
    return `${this.origin}/${VERSION}`;
  }

  imageUrl(name: string): string {
    return `${this.origin}/images/${name}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      // A delayed answer may outlive the server; it then has no one to answer.
      this.answer(req, res).catch(() => res.destroy());
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    this.requests.push(url.pathname + url.search);
    if (url.pathname.startsWith('/images/')) return this.answerImage(url, res);
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      return;
    }
    if (url.pathname === `/${VERSION}/${this.pageId}/published_posts`) {
      return this.answerPosts(url, res);
    }
    this.json(res, 404, {
      error: { code: 803, message: 'Some of the aliases you requested do not exist' },
    });
  }

  private answerImage(url: URL, res: ServerResponse): void {
    const image = this.images.get(decodeURIComponent(url.pathname.slice('/images/'.length)));
    if (!image) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': image.length });
    res.end(image);
  }

  private async answerPosts(url: URL, res: ServerResponse): Promise<void> {
    if (this.pageDelayMs) await new Promise((resolve) => setTimeout(resolve, this.pageDelayMs));
    const failure = this.failures.shift();
    if (failure) return this.json(res, failure.status, { error: failure.error }, failure.headers);
    if (url.searchParams.get('access_token') !== this.accessToken) {
      return this.json(res, 400, {
        error: { code: 190, type: 'OAuthException', message: 'Invalid OAuth access token.' },
      });
    }
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 25), this.pageSizeCap);
    const offset = Number(url.searchParams.get('after') ?? 0);
    const blank = this.emptyFirstPage && !url.searchParams.has('after');
    const data = blank ? [] : this.posts.slice(offset, offset + limit);
    const next = new URL(url.toString().replace('http://127.0.0.1', this.origin));
    next.searchParams.set('after', String(blank ? 0 : offset + limit));
    const more = blank || offset + limit < this.posts.length;
    this.json(res, 200, { data, paging: more ? { next: next.toString() } : {} });
  }

  private json(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }
}

/** A post as the Graph API shapes it; `minutesAgo` sets created_time. */
export function graphPost(
  id: string,
  message: string,
  { minutesAgo = 10, ...rest }: Partial<GraphPost> & { minutesAgo?: number } = {},
): GraphPost {
  return {
    id,
    message,
    created_time: new Date(Date.now() - minutesAgo * 60_000).toISOString().replace('Z', '+0000'),
    permalink_url: `https://www.facebook.com/${id}`,
    ...rest,
  };
}
