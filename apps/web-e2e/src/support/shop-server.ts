import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the shop answered, with the headers an affiliate network would judge it by. */
export interface ShopVisit {
  method: string;
  path: string;
  referer: string | null;
  userAgent: string | null;
}

export interface ShopServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** The shop's address for a path: what a deal's affiliate link points to. */
  link(path: string): string;
  /** Every request so far, oldest first. */
  visits: ShopVisit[];
  /** Waits until `path` has been requested `count` times in all; the matching visits. */
  waitForVisits(path: string, count?: number, timeoutMs?: number): Promise<ShopVisit[]>;
  close(): Promise<void>;
}

/**
 * A stand-in shop on loopback for affiliate links the browser really follows. Playwright's
 * routing cannot stand in for a shop behind /go/{id}: a route handler is never called for the
 * target of a redirect, so the browser would try the real shop on the internet.
 */
export async function startShopServer({
  missing = [],
}: {
  /** Paths whose product is gone: answered 404, as a dead deal's shop page is. */
  missing?: string[];
} = {}): Promise<ShopServer> {
  const visits: ShopVisit[] = [];
  const server: Server = createServer((req, res) => {
    visits.push({
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      referer: req.headers.referer ?? null,
      userAgent: req.headers['user-agent'] ?? null,
    });
    // Chrome asks for a favicon once the page loaded: answer it too, without a body.
    if (req.url === '/favicon.ico' || missing.includes(req.url ?? ''))
      return void res.writeHead(404, { connection: 'close' }).end();
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', connection: 'close' })
      .end('<!doctype html><html lang="en"><title>shop</title><h1>The shop</h1></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const visitsTo = (path: string) => visits.filter((visit) => visit.path === path);

  return {
    origin,
    link: (path) => `${origin}${path}`,
    visits,
    waitForVisits: async (path, count = 1, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      while (visitsTo(path).length < count && Date.now() < deadline) {
        await new Promise((wake) => setTimeout(wake, 50));
      }
      const found = visitsTo(path);
      if (found.length < count) {
        throw new Error(`expected ${count} visits to ${path}, found ${found.length}`);
      }
      return found;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
