import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { onRequestHookHandler } from 'fastify';
import { refuseRequest } from './rest-errors';

/** The longest request target (path and query) answered; no page or API link comes near it. */
export const MAX_REQUEST_TARGET_CHARACTERS = 8 * 1024;

/**
 * Refuses, before any route reads them, request targets no link of the site makes: one over
 * MAX_REQUEST_TARGET_CHARACTERS (414), and a path starting with `//`, which a page would render
 * and whose links a browser would resolve against another host (404).
 */
export const requestTargetRules: onRequestHookHandler = (req, reply, done) => {
  const target = req.url;
  if (target.length > MAX_REQUEST_TARGET_CHARACTERS) {
    void refuseRequest(req, reply, 414, 'Request address too long');
    return;
  }
  if (target.charCodeAt(0) === 0x2f && target.charCodeAt(1) === 0x2f) {
    void refuseRequest(req, reply, 404, 'Not found');
    return;
  }
  done();
};

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Request timed out' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers too large' },
};
const MALFORMED = { status: 400, message: 'Malformed request' };

/**
 * What Node's HTTP parser refuses before Fastify sees a request (an unknown method, a broken
 * request line, headers over 16 KB) gets the contract's `{message}` body, not Fastify's own.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
