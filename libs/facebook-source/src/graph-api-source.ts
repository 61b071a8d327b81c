import type { DealSource, SourcePost } from './deal-source';
import { classifyGraphApiError, type GraphApiErrorBody } from './graph-api-errors';
import { GRAPH_POST_FIELDS, toSourcePost, type GraphPost } from './graph-api-post';
import { isValidPageId } from './page-id';
import { SourceError } from './source-error';

export interface GraphApiSourceOptions {
  /** FACEBOOK_GRAPH_URL with its pinned version, e.g. https://graph.facebook.com/v23.0 */
  graphUrl: string;
  pageId: string;
  accessToken: string;
  /** Posts per page; the Graph API allows at most 100. */
  pageSize?: number;
  requestTimeoutMs?: number;
  /** A bound on pages read in one run, so a looping `next` cannot keep an import busy. */
  maxPages?: number;
}

interface GraphPage {
  data?: GraphPost[];
  paging?: { next?: string };
  error?: GraphApiErrorBody;
}

const MAX_PAGE_SIZE = 100;

export class GraphApiSource implements DealSource {
  readonly description: string;

  constructor(private readonly options: GraphApiSourceOptions) {
    this.description = `Facebook page ${options.pageId}`;
  }

  private firstPageUrl(): URL {
    const { graphUrl, pageId, accessToken, pageSize = MAX_PAGE_SIZE } = this.options;
    // The last guard: a page ID saved before it was checked must not steer the request elsewhere.
    if (!isValidPageId(pageId)) {
      throw new SourceError(
        'unrecoverable',
        'Enter a valid page ID or username in Import Management',
      );
    }
    const url = new URL(`${graphUrl}/${encodeURIComponent(pageId)}/published_posts`);
    url.searchParams.set('fields', GRAPH_POST_FIELDS);
    url.searchParams.set('limit', String(Math.min(pageSize, MAX_PAGE_SIZE)));
    url.searchParams.set('access_token', accessToken);
    return url;
  }

  /** Follows `next` only on the Graph API's own origin: the token must go nowhere else. */
  private nextPageUrl(next: string | undefined): URL | null {
    if (!next) return null;
    const url = new URL(next);
    if (url.origin !== new URL(this.options.graphUrl).origin) {
      throw new SourceError('unrecoverable', 'Facebook sent a next-page link to another host');
    }
    return url;
  }

  private async readPage(url: URL): Promise<GraphPage> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 30_000),
        redirect: 'error',
      });
    } catch (error) {
      throw new SourceError('retry', `Facebook could not be reached: ${(error as Error).message}`);
    }
    // The Graph API explains its refusals in the body, whatever the status (403 included).
    const body = (await response.json().catch(() => null)) as GraphPage | null;
    if (!response.ok || !body || body.error) {
      throw classifyGraphApiError(response.status, body?.error, response.headers);
    }
    return body;
  }

  async *postsSince(since: Date): AsyncIterable<SourcePost> {
    const maxPages = this.options.maxPages ?? 50;
    let url: URL | null = this.firstPageUrl();
    for (let page = 0; url && page < maxPages; page += 1) {
      const body = await this.readPage(url);
      let reachedOlderPosts = false;
      for (const post of body.data ?? []) {
        const sourcePost = toSourcePost(post);
        if (sourcePost.createdAt < since) reachedOlderPosts = true;
        else yield sourcePost;
      }
      // A short or empty page is not the end: only a missing `next` is.
      url = reachedOlderPosts ? null : this.nextPageUrl(body.paging?.next);
    }
  }
}
