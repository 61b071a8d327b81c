import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A JSON, form or multipart body's fields; files stay Files. */
export async function readFields(
  request: IncomingMessage,
  body: Buffer,
): Promise<Map<string, Array<string | File>>> {
  const contentType = request.headers['content-type'] ?? '';
  const fields = new Map<string, Array<string | File>>();
  const add = (name: string, value: string | File) =>
    fields.set(name, [...(fields.get(name) ?? []), value]);
  if (contentType.startsWith('application/json')) {
    const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    for (const [name, value] of Object.entries(json)) {
      for (const item of Array.isArray(value) ? value : [value])
        add(name, typeof item === 'string' ? item : JSON.stringify(item));
    }
    return fields;
  }
  if (
    contentType.startsWith('multipart/form-data') ||
    contentType.startsWith('application/x-www-form-urlencoded')
  ) {
    // undici parses both, as a server framework would.
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
    for (const [name, value] of form) add(name, value);
    return fields;
  }
  if (body.length > 0) throw new Error(`a body of type ${contentType || 'none'}`);
  return fields;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(body));
}

/** A plain HTTP server on 127.0.0.1 whose handler's failures are recorded, then answered 500. */
export async function startLoopbackServer(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  errors: string[],
): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      errors.push(`${request.method} ${request.url}: ${String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** JPEG or PNG, by their first bytes. */
export function isImage(bytes: Uint8Array): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  return jpeg || png;
}
