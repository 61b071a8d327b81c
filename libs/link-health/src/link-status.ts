import { STATUS_CODES } from 'node:http';

/**
 * ok: the page answers. broken: it is gone and will stay gone. unknown: no verdict this time
 * (server errors, rate limits, bot-blocking, timeouts), try again next run. not-checked: the
 * link was deliberately not fetched.
 */
export type LinkStatus = 'ok' | 'broken' | 'unknown' | 'not-checked';

export interface LinkCheck {
  status: LinkStatus;
  /** What `finalUrl` answered; null when it was not requested or gave no answer. */
  httpStatus: number | null;
  /** Short text for the admin, e.g. "404 Not Found", "redirects to the home page". */
  reason: string;
  /** The last address the link led to, redirects included. */
  finalUrl: string;
  checkedAt: Date;
}

export function linkCheck(
  status: LinkStatus,
  reason: string,
  finalUrl: string,
  httpStatus: number | null = null,
): LinkCheck {
  return { status, httpStatus, reason, finalUrl, checkedAt: new Date() };
}

/** "404 Not Found"; the bare number for codes Node has no name for. */
export function describeHttpStatus(httpStatus: number): string {
  const name = STATUS_CODES[httpStatus];
  return name ? `${httpStatus} ${name}` : String(httpStatus);
}

/** The verdict on a final (non-redirect) answer. */
export function statusOfAnswer(httpStatus: number): LinkStatus {
  if (httpStatus >= 200 && httpStatus < 300) return 'ok';
  if (httpStatus === 404 || httpStatus === 410) return 'broken';
  return 'unknown';
}

/** "10 s" for whole seconds, else "300 ms". */
export function describeDuration(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
