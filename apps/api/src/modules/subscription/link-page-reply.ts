import type { FastifyReply } from 'fastify';
import { AppError } from '../../common/app-error';
import { unknownUnsubscribeLinkPage } from './unsubscribe-page';

/**
 * The Referrer-Policy of a page whose form must pass the same-origin write check: under
 * no-referrer browsers send `Origin: null` with the form's POST; strict-origin sends the site's
 * origin, and still no Referer ever carries the token (it names the origin alone).
 */
export const SAME_ORIGIN_FORM_REFERRER_POLICY = 'strict-origin';

export function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  referrerPolicy = 'no-referrer',
): void {
  // The token is in the URL: keep it out of caches, search engines and Referer headers.
  void reply
    .headers({
      'Cache-Control': 'no-store',
      'Referrer-Policy': referrerPolicy,
      'X-Robots-Tag': 'noindex',
    })
    .code(status)
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Runs the page's work; an unknown or used token gets the 'not valid' page with 404. */
export async function withKnownLink(
  reply: FastifyReply,
  work: () => Promise<void>,
  notValidPage = unknownUnsubscribeLinkPage,
): Promise<FastifyReply> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    sendPage(reply, 404, notValidPage());
  }
  return reply;
}
