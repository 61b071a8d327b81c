import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { closeServer, isImage, readBody, sendJson, startLoopbackServer } from './http-body';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A CIDv1 (sha-256) of the bytes, as the client's lexicon parser accepts: raw or dag-cbor. */
function cidOf(bytes: Uint8Array, codec: 'raw' | 'dag-cbor'): string {
  const digest = createHash('sha256').update(bytes).digest();
  const header = [0x01, codec === 'raw' ? 0x55 : 0x71, 0x12, 0x20];
  return `b${base32(Buffer.concat([Buffer.from(header), digest]))}`;
}

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemeCount = (text: string) => Array.from(graphemeSegmenter.segment(text)).length;

interface Token {
  kind: 'access' | 'refresh';
  expiresAt: number;
}

export interface FakeBlob {
  cid: string;
  mimeType: string;
  bytes: Buffer;
}

export interface FakeBlueskyPost {
  uri: string;
  rkey: string;
  record: {
    text: string;
    facets: Array<{
      index: { byteStart: number; byteEnd: number };
      features: Array<{ $type: string; uri?: string }>;
    }>;
    embed: {
      $type: string;
      external: {
        uri: string;
        title: string;
        description: string;
        thumb?: { $type: string; ref: { $link: string }; mimeType: string; size: number };
      };
    };
    createdAt: string;
  };
}

export interface FakeBlueskyOptions {
  handle?: string;
  password?: string;
  /** How long an access token lives; short in tests so the agent has to refresh. */
  accessTtlMs?: number;
}

type PlannedAnswer =
  | { status: 429; resetInS: number }
  /** 401: on createSession a refused password, on refreshSession a refused refresh token. */
  | { status: 401; error?: string }
  /** The call is carried out, then the connection is dropped before any answer. */
  | { status: 'dropped' };

class XrpcFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A PDS's few XRPC methods that @atproto/api's AtpAgent itself calls to post, on a real HTTP
 * server on 127.0.0.1: createSession (password checked, logins counted), refreshSession (tokens
 * rotated), getSession, uploadBlob and createRecord (the post's shape checked: 300 graphemes, a
 * link facet whose UTF-8 byte offsets cover the link, an external embed with an uploaded thumb).
 * Access tokens expire after accessTtlMs and are answered 400 ExpiredToken, as a PDS does.
 */
export class FakeBluesky {
  readonly did = 'did:plc:fakedealsite0000000000';
  readonly posts: FakeBlueskyPost[] = [];
  readonly blobs = new Map<string, FakeBlob>();
  /** Every XRPC call's method and status. */
  readonly calls: Array<{ method: string; status: number; error?: string }> = [];
  readonly errors: string[] = [];
  logins = 0;
  refreshes = 0;
  private readonly tokens = new Map<string, Token>();
  private readonly planned = new Map<string, PlannedAnswer[]>();
  private server!: Server;
  service = '';

  private constructor(readonly options: Required<FakeBlueskyOptions>) {}

  static async start(options: FakeBlueskyOptions = {}): Promise<FakeBluesky> {
    const fake = new FakeBluesky({
      handle: 'deals.test',
      password: 'abcd-efgh-ijkl-mnop',
      accessTtlMs: 2 * 60 * 60 * 1000,
      ...options,
    });
    const { server, origin } = await startLoopbackServer(
      (request, response) => fake.handle(request, response),
      fake.errors,
    );
    fake.server = server;
    fake.service = origin;
    return fake;
  }

  /** The next call to the XRPC method gets this answer. */
  answerNext(method: string, answer: PlannedAnswer): void {
    this.planned.set(method, [...(this.planned.get(method) ?? []), answer]);
  }

  /** Every access token given so far expires now. */
  expireAccessTokens(): void {
    for (const token of this.tokens.values()) if (token.kind === 'access') token.expiresAt = 0;
  }

  close(): Promise<void> {
    return closeServer(this.server);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const method = /^\/xrpc\/([\w.]+)/.exec(request.url ?? '')?.[1] ?? '';
    const planned = this.planned.get(method)?.shift();
    try {
      if (planned?.status === 429) {
        const reset = Math.ceil(Date.now() / 1000) + planned.resetInS;
        this.calls.push({ method, status: 429, error: 'RateLimitExceeded' });
        return sendJson(
          response,
          429,
          { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' },
          {
            'RateLimit-Limit': '30',
            'RateLimit-Remaining': '0',
            'RateLimit-Reset': String(reset),
            'RateLimit-Policy': '30;w=300',
          },
        );
      }
      if (planned?.status === 401)
        throw new XrpcFailure(401, planned.error ?? 'AuthenticationRequired', 'Refused on request');
      const result = await this.answer(method, request, body);
      if (planned?.status === 'dropped') {
        this.calls.push({ method, status: 0, error: 'dropped' });
        request.socket.destroy();
        return;
      }
      this.calls.push({ method, status: 200 });
      sendJson(response, 200, result);
    } catch (error) {
      if (!(error instanceof XrpcFailure)) throw error;
      this.calls.push({ method, status: error.status, error: error.error });
      sendJson(response, error.status, { error: error.error, message: error.message });
    }
  }

  private async answer(method: string, request: IncomingMessage, body: Buffer): Promise<unknown> {
    switch (method) {
      case 'com.atproto.server.createSession': {
        const input = this.json(body) as { identifier?: string; password?: string };
        this.logins += 1;
        if (
          (input.identifier !== this.options.handle && input.identifier !== this.did) ||
          input.password !== this.options.password
        )
          throw new XrpcFailure(401, 'AuthenticationRequired', 'Invalid identifier or password');
        return { ...this.sessionInfo(), ...this.issueTokens() };
      }
      case 'com.atproto.server.refreshSession': {
        const token = this.bearer(request);
        const known = this.tokens.get(token);
        if (known?.kind !== 'refresh')
          throw new XrpcFailure(400, 'InvalidToken', 'Token could not be verified');
        this.refreshes += 1;
        // Rotated: the old refresh token is spent.
        this.tokens.delete(token);
        return { ...this.sessionInfo(), ...this.issueTokens() };
      }
      case 'com.atproto.server.getSession':
        this.checkAccess(request);
        return this.sessionInfo();
      case 'com.atproto.repo.uploadBlob': {
        this.checkAccess(request);
        const mimeType = request.headers['content-type'] ?? '';
        if (!mimeType.startsWith('image/') || !isImage(body))
          throw new XrpcFailure(400, 'InvalidRequest', `not an image: ${mimeType}`);
        if (body.length > 1_000_000)
          throw new XrpcFailure(400, 'BlobTooLarge', 'over 1,000,000 bytes');
        const blob: FakeBlob = { cid: cidOf(body, 'raw'), mimeType, bytes: body };
        this.blobs.set(blob.cid, blob);
        return { blob: { $type: 'blob', ref: { $link: blob.cid }, mimeType, size: body.length } };
      }
      case 'com.atproto.repo.createRecord': {
        this.checkAccess(request);
        const input = this.json(body) as {
          repo?: string;
          collection?: string;
          record?: FakeBlueskyPost['record'] & { $type?: string };
        };
        if (input.repo !== this.did)
          throw new XrpcFailure(400, 'InvalidRequest', `repo ${input.repo}`);
        if (
          input.collection !== 'app.bsky.feed.post' ||
          input.record?.$type !== 'app.bsky.feed.post'
        )
          throw new XrpcFailure(400, 'InvalidRequest', 'not an app.bsky.feed.post');
        this.checkPost(input.record);
        const rkey = `3l${randomBytes(6).toString('hex').slice(0, 11)}`;
        const uri = `at://${this.did}/app.bsky.feed.post/${rkey}`;
        this.posts.push({ uri, rkey, record: input.record });
        return { uri, cid: cidOf(body, 'dag-cbor'), validationStatus: 'valid' };
      }
      default:
        throw new XrpcFailure(501, 'MethodNotImplemented', `${method} is not implemented here`);
    }
  }

  /** The post lexicon's rules this site's posts touch. */
  private checkPost(record: FakeBlueskyPost['record']): void {
    const invalid = (message: string) => new XrpcFailure(400, 'InvalidRecord', message);
    const { text, facets, embed, createdAt } = record;
    if (typeof text !== 'string') throw invalid('no text');
    if (graphemeCount(text) > 300) throw invalid(`text is ${graphemeCount(text)} graphemes`);
    if (Buffer.byteLength(text) > 3000) throw invalid('text is over 3000 bytes');
    if (Number.isNaN(Date.parse(createdAt))) throw invalid('createdAt is not a datetime');
    const bytes = Buffer.from(text);
    for (const facet of facets ?? []) {
      const { byteStart, byteEnd } = facet.index;
      if (!(byteStart >= 0 && byteEnd > byteStart && byteEnd <= bytes.length))
        throw invalid(`facet ${byteStart}-${byteEnd} is outside the text`);
      for (const feature of facet.features) {
        if (feature.$type !== 'app.bsky.richtext.facet#link') continue;
        const covered = bytes.subarray(byteStart, byteEnd).toString('utf8');
        if (covered !== feature.uri) throw invalid(`the link facet covers "${covered}"`);
      }
    }
    if (embed) {
      if (embed.$type !== 'app.bsky.embed.external') throw invalid(`embed ${embed.$type}`);
      const { uri, title, description, thumb } = embed.external;
      if (![uri, title, description].every((value) => typeof value === 'string'))
        throw invalid('external needs uri, title and description');
      if (thumb) {
        const blob = this.blobs.get(thumb.ref?.$link);
        if (thumb.$type !== 'blob' || !blob) throw invalid('the thumb was not uploaded');
        if (blob.mimeType !== thumb.mimeType || blob.bytes.length !== thumb.size)
          throw invalid('the thumb does not match its upload');
      }
    }
  }

  private json(body: Buffer): unknown {
    try {
      return JSON.parse(body.toString('utf8'));
    } catch {
      throw new XrpcFailure(400, 'InvalidRequest', 'the body is not JSON');
    }
  }

  private bearer(request: IncomingMessage): string {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match) throw new XrpcFailure(401, 'AuthMissing', 'Authentication Required');
    return match[1];
  }

  private checkAccess(request: IncomingMessage): void {
    const token = this.tokens.get(this.bearer(request));
    if (token?.kind !== 'access') throw new XrpcFailure(401, 'InvalidToken', 'Bad token');
    if (token.expiresAt <= Date.now())
      throw new XrpcFailure(400, 'ExpiredToken', 'Token has expired');
  }

  private issueTokens(): { accessJwt: string; refreshJwt: string } {
    const jwt = (kind: Token['kind'], ttlMs: number) => {
      const claims = {
        scope: kind === 'access' ? 'com.atproto.appPass' : 'com.atproto.refresh',
        sub: this.did,
        jti: randomBytes(8).toString('hex'),
      };
      const token = [
        Buffer.from(JSON.stringify({ typ: 'at+jwt', alg: 'HS256' })).toString('base64url'),
        Buffer.from(JSON.stringify(claims)).toString('base64url'),
        randomBytes(32).toString('base64url'),
      ].join('.');
      this.tokens.set(token, { kind, expiresAt: Date.now() + ttlMs });
      return token;
    };
    return {
      accessJwt: jwt('access', this.options.accessTtlMs),
      refreshJwt: jwt('refresh', 90 * 24 * 60 * 60 * 1000),
    };
  }

  private sessionInfo() {
    return {
      did: this.did,
      handle: this.options.handle,
      email: 'deals@example.test',
      emailConfirmed: true,
      emailAuthFactor: false,
      active: true,
    };
  }
}
