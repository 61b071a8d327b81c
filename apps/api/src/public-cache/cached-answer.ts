import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

export type PublicEncoding = 'br' | 'gzip' | 'identity';
type Compression = Exclude<PublicEncoding, 'identity'>;

/** What a route builds for the public cache. */
export interface PublicBody {
  status: number;
  body: string | Buffer;
  contentType: string;
  /** A Link header sent with the body (the REST list's next page). */
  link?: string;
}

/** An answer ready to send to any client, in the encoding it takes. */
export interface PublicAnswer {
  readonly status: number;
  /** Weak: the same for every encoding of the body. */
  readonly etag: string;
  /** When these bytes were first built here for their route and query (ms, whole seconds). */
  readonly lastModified: number;
  /** lastModified as the Last-Modified header writes it, worked out once. */
  readonly lastModifiedHeader: string;
  readonly contentType: string;
  readonly link?: string;
  /** False for bodies under MIN_COMPRESSED_BYTES, which are sent as they are. */
  readonly compressible: boolean;
  /** The body in that encoding, compressed on the first call for it. */
  bodyFor(encoding: PublicEncoding): Buffer;
}

/** @fastify/compress's default threshold: smaller answers go out uncompressed. */
export const MIN_COMPRESSED_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Measured on the home page with 200 deals (54 KB of HTML): brotli quality 9 took 58 ms for 6,440
 * bytes, quality 5 took 0.7–1 ms for 6,591.
 */
const BROTLI_QUALITY = 5;
/**
 * For the first client of an encoding, who waits for the copy; measured alone, quality 3 took
 * 0.2–0.5 ms for 7,640 bytes, gzip level 1 0.1 ms for 8,806 (level 9: 0.4 ms, 7,674).
 */
const QUICK_BROTLI_QUALITY = 3;
const QUICK_GZIP_LEVEL = 1;
const GZIP_LEVEL = 9;

const brotliOptions = (data: Buffer, quality: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
  },
});

const compressQuickly = (data: Buffer, encoding: Compression): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(data, brotliOptions(data, QUICK_BROTLI_QUALITY))
    : gzipSync(data, { level: QUICK_GZIP_LEVEL });

const compressWell = (data: Buffer, encoding: Compression): Promise<Buffer> =>
  encoding === 'br'
    ? brotliAsync(data, brotliOptions(data, BROTLI_QUALITY))
    : gzipAsync(data, { level: GZIP_LEVEL });

const weakEtag = (data: Buffer) =>
  `W/"${data.length.toString(16)}-${createHash('sha1').update(data).digest('base64url')}"`;

/** How a kept answer tells its cache that it holds more or fewer bytes, and of work under way. */
export interface AnswerKeeper {
  resized(answer: CachedAnswer): void;
  compressing(work: Promise<unknown>): void;
}

/**
 * A built answer with its compressed copies, each made when a client first takes that encoding:
 * quickly, for that client, then, for a kept answer, once more, smaller, off the main thread, for
 * every client after. Should the smaller copy fail, the quick one stays.
 */
export class CachedAnswer implements PublicAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly link?: string;
  readonly etag: string;
  readonly lastModified: number;
  readonly lastModifiedHeader: string;
  readonly compressible: boolean;
  private readonly data: Buffer;
  private readonly copies: Partial<Record<Compression, Buffer>> = {};

  constructor(
    { status, body, contentType, link }: PublicBody,
    /** The click version the answer was built under. */
    readonly clicksVersion: number,
    readonly builtAt: number,
    /** Absent for an answer that is not kept: it gets quick copies only. */
    private readonly keeper?: AnswerKeeper,
    /** The route and query's answer before this one: the same bytes keep its Last-Modified. */
    previous?: PublicAnswer,
  ) {
    this.status = status;
    this.contentType = contentType;
    this.link = link;
    this.data = typeof body === 'string' ? Buffer.from(body) : body;
    this.etag = weakEtag(this.data);
    this.lastModified =
      previous?.etag === this.etag ? previous.lastModified : Math.floor(builtAt / 1000) * 1000;
    this.lastModifiedHeader = new Date(this.lastModified).toUTCString();
    this.compressible = this.data.length >= MIN_COMPRESSED_BYTES;
  }

  /** The bytes held: the body and the compressed copies made so far. */
  get bytes(): number {
    return this.data.length + (this.copies.br?.length ?? 0) + (this.copies.gzip?.length ?? 0);
  }

  bodyFor(encoding: PublicEncoding): Buffer {
    if (encoding === 'identity') return this.data;
    const copy = this.copies[encoding];
    if (copy) return copy;
    const quick = compressQuickly(this.data, encoding);
    this.copies[encoding] = quick;
    if (this.keeper) this.compressBetter(encoding, this.keeper);
    return quick;
  }

  private compressBetter(encoding: Compression, keeper: AnswerKeeper): void {
    keeper.resized(this);
    // Once the response that asked for it is sent: the compressing thread may share its core.
    const work = new Promise((resolve) => setImmediate(resolve))
      .then(() => compressWell(this.data, encoding))
      .then(
        (smaller) => {
          this.copies[encoding] = smaller;
          keeper.resized(this);
        },
        () => undefined,
      );
    keeper.compressing(work);
  }
}
