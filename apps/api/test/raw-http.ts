import { request, type Agent, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent: still compressed when the answer is. */
  body: Buffer;
}

/** One HTTP request over a real connection, its answer undecoded. */
export function rawRequest(
  baseUrl: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    agent,
  }: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** An answer without its Date header, to compare two answers sent at different moments. */
export function withoutDate({ status, headers, body }: RawAnswer) {
  const { date: _date, ...rest } = headers;
  return { status, headers: rest, body: body.toString('base64') };
}

/** An answer's body as the client reads it, whatever encoding it came in. */
export function decodedBody({ headers, body }: RawAnswer): string {
  switch (headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(body).toString();
    case 'gzip':
      return gunzipSync(body).toString();
    case 'deflate':
      return inflateSync(body).toString();
    default:
      return body.toString();
  }
}
