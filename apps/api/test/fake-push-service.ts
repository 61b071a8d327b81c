import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** What PushSubscription.toJSON() gives a page: where to send, and the keys to encrypt for. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One message the service took (201) or refused on request (404/410/429). */
export interface ReceivedPush {
  endpoint: string;
  status: number;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The encrypted body's size, as sent. */
  bodyBytes: number;
  /** The decrypted payload, parsed. */
  payload: unknown;
  /** The VAPID JWT's claims and the public key it was signed with. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
  receivedAt: number;
}

interface SubscriptionKeys {
  ecdh: ECDH;
  auth: Buffer;
}

interface PlannedAnswer {
  status: 404 | 410 | 429;
  retryAfterSeconds?: number;
}

const MAX_JWT_LIFETIME_S = 24 * 60 * 60;

/**
 * The certificate's folder: made by tools/scripts/test-push-tls.mjs before the test run, whose
 * Node trusts it through NODE_EXTRA_CA_CERTS (read only at start).
 */
function readTls(): { cert: Buffer; key: Buffer } {
  const dir = process.env.TEST_PUSH_TLS_DIR;
  if (!dir) {
    throw new Error(
      'TEST_PUSH_TLS_DIR is not set: run `eval $(node tools/scripts/test-push-tls.mjs)` before jest (npm test does it), so Node also trusts the fake push service through NODE_EXTRA_CA_CERTS',
    );
  }
  return { cert: readFileSync(join(dir, 'cert.pem')), key: readFileSync(join(dir, 'key.pem')) };
}

const base64url = (data: Buffer) => data.toString('base64url');

/** The VAPID public key (65-byte uncompressed point) as a key node:crypto verifies with. */
function vapidPublicKey(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 0x04) throw new Error('k is not a P-256 public key');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64url(raw.subarray(1, 33)),
      y: base64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292): ES256 signature, aud, exp, sub. */
function checkVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid Authorization header: ${header}`);
  const [, jwt, k] = match;
  const [encodedHeader, encodedClaims, encodedSignature] = jwt.split('.');
  const jose = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString()) as { alg?: string };
  if (jose.alg !== 'ES256') throw new Error(`JWT alg is ${jose.alg}, not ES256`);
  const signed = verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key: vapidPublicKey(Buffer.from(k, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(encodedSignature, 'base64url'),
  );
  if (!signed) throw new Error('the JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString()) as {
    aud?: unknown;
    sub?: unknown;
    exp?: unknown;
  };
  if (claims.aud !== origin) throw new Error(`aud ${String(claims.aud)} is not ${origin}`);
  const nowS = Date.now() / 1000;
  if (
    typeof claims.exp !== 'number' ||
    claims.exp <= nowS ||
    claims.exp > nowS + MAX_JWT_LIFETIME_S
  )
    throw new Error(`exp ${String(claims.exp)} is not within the next 24 h`);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('no sub claim');
  return { aud: claims.aud, sub: claims.sub, exp: claims.exp, publicKey: k };
}

/** Decrypts an aes128gcm body (RFC 8188) encrypted for the subscription's keys (RFC 8291). */
function decrypt(body: Buffer, { ecdh, auth }: SubscriptionKeys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20];
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error('the keyid is not the sender public key');

  const ecdhSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    senderPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, auth, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const baseNonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );

  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; sequence += 1) {
    const record = records.subarray(offset, offset + recordSize);
    offset += recordSize;
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's last bytes (records here are few).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
    // Data, a delimiter (2 on the last record, 1 before), then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const last = offset >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error('bad record delimiter');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * A push service on a real HTTPS server on 127.0.0.1 speaking RFC 8030: POST /push/<id> with a
 * VAPID-signed, aes128gcm-encrypted message answers 201 (or, on request, 404/410/429), and every
 * message is decrypted with the keys createFakeSubscription() made and kept.
 */
export class FakePushService {
  private readonly subscriptions = new Map<string, SubscriptionKeys>();
  private readonly planned = new Map<string, PlannedAnswer[]>();
  private readonly messages: ReceivedPush[] = [];
  /** Requests refused for a bad VAPID header, a body that did not decrypt, or an unknown path. */
  readonly errors: string[] = [];

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<FakePushService> {
    const server = createServer(readTls());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const service = new FakePushService(server, `https://127.0.0.1:${port}`);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      service.handle(request, response).catch((error: unknown) => {
        service.errors.push(String(error));
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
    return service;
  }

  /** A new browser subscription on this service; its private key stays here to decrypt with. */
  createFakeSubscription(): FakeSubscription {
    const id = randomUUID();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.subscriptions.set(id, { ecdh, auth });
    return {
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) },
    };
  }

  /** The next `count` messages to the endpoint get `status` (429 with Retry-After) instead of 201. */
  answerNext(
    endpoint: string,
    status: PlannedAnswer['status'],
    count = 1,
    retryAfterSeconds?: number,
  ): void {
    const list = this.planned.get(endpoint) ?? [];
    for (let i = 0; i < count; i += 1) list.push({ status, retryAfterSeconds });
    this.planned.set(endpoint, list);
  }

  /** Every message to the endpoint (or all), answered as they were. */
  received(endpoint?: string): ReceivedPush[] {
    return this.messages.filter((message) => !endpoint || message.endpoint === endpoint);
  }

  /** The messages the service took (201) for the endpoint. */
  delivered(endpoint: string): ReceivedPush[] {
    return this.received(endpoint).filter((message) => message.status === 201);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const id = /^\/push\/([0-9a-f-]+)$/.exec(request.url ?? '')?.[1];
    const keys = id ? this.subscriptions.get(id) : undefined;
    if (request.method !== 'POST' || !id || !keys) {
      this.errors.push(`${request.method} ${request.url}: no such subscription`);
      response.writeHead(404).end();
      return;
    }
    const endpoint = `${this.origin}/push/${id}`;
    let vapid: ReceivedPush['vapid'];
    let payload: unknown;
    try {
      // aud is the origin the sender addressed: 127.0.0.1 or localhost, both in the certificate.
      vapid = checkVapid(request.headers.authorization, `https://${request.headers.host}`);
      if (request.headers['content-encoding'] !== 'aes128gcm')
        throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
      payload = JSON.parse(decrypt(body, keys).toString('utf8'));
    } catch (error) {
      this.errors.push(`${endpoint}: ${(error as Error).message}`);
      response.writeHead(400).end();
      return;
    }
    const planned = this.planned.get(endpoint)?.shift();
    const status = planned?.status ?? 201;
    this.messages.push({
      endpoint,
      status,
      ttl: request.headers.ttl as string | undefined,
      urgency: request.headers.urgency as string | undefined,
      topic: request.headers.topic as string | undefined,
      bodyBytes: body.length,
      payload,
      vapid,
      receivedAt: Date.now(),
    });
    if (status === 201) {
      response.writeHead(201, { Location: `${this.origin}/message/${randomUUID()}` }).end();
      return;
    }
    const headers: Record<string, string> =
      planned?.retryAfterSeconds === undefined
        ? {}
        : { 'Retry-After': String(planned.retryAfterSeconds) };
    response.writeHead(status, headers).end();
  }
}
