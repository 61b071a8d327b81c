import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface SeenRequest {
  method: string;
  path: string;
  /** The Host header's name, port left off. */
  host: string;
  userAgent: string;
  /** performance.now() on arrival. */
  at: number;
}

export const answer =
  (httpStatus: number, headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    response.writeHead(httpStatus, headers).end();
  };

export const redirect = (location: string, httpStatus = 302): Handler =>
  answer(httpStatus, { location });

export const slowAnswer =
  (delayMs: number): Handler =>
  (_request, response) => {
    const timer = setTimeout(() => response.writeHead(200).end(), delayMs);
    response.on('close', () => clearTimeout(timer));
  };

/** An HTTP server on 127.0.0.1 that answers by path (404 for the rest) and notes each request. */
export class LocalSite {
  readonly seen: SeenRequest[] = [];
  private readonly handlers = new Map<string, Handler>();
  private readonly server = createServer((request, response) => this.handle(request, response));
  private port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  on(path: string, handler: Handler): this {
    this.handlers.set(path, handler);
    return this;
  }

  url(path: string, host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${path}`;
  }

  /** "METHOD /path" of each request, in order of arrival. */
  requests(): string[] {
    return this.seen.map(({ method, path }) => `${method} ${path}`);
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const path = request.url ?? '';
    this.seen.push({
      method: request.method ?? '',
      path,
      host: new URL(`http://${request.headers.host}`).hostname,
      userAgent: request.headers['user-agent'] ?? '',
      at: performance.now(),
    });
    (this.handlers.get(path) ?? answer(404))(request, response);
  }
}

/** A port nothing listens on, as far as one can tell. */
export async function closedPort(): Promise<number> {
  const site = await new LocalSite().start();
  const port = Number(new URL(site.url('/')).port);
  await site.stop();
  return port;
}
