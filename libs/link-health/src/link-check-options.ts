import { HostPacer, systemClock, type Clock } from './host-pacer';
import { linkRequestSender, type AddressRules, type SendLinkRequest } from './link-request';

export interface LinkCheckOptions extends AddressRules {
  /** Per request; default 10 s. */
  timeoutMs?: number;
  /** Between two requests to one host, start to start; default 5 s. */
  perHostIntervalMs?: number;
  /** Redirects followed; one more is a broken link. Default 5. */
  maxRedirects?: number;
  /** Links a run checks at the same time (on different hosts, as the pacing allows); default 4. */
  concurrency?: number;
  /** Default "DealSiteLinkCheck/1.0". */
  userAgent?: string;
  /** Stops a check or a run: what is pending rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The time the pacing waits on; tests pass their own. */
  clock?: Clock;
  /** Sends each request; tests wrap or replace it to see every network access. */
  sendRequest?: SendLinkRequest;
}

/** What checking one link needs, shared by every link of a run. */
export interface CheckContext {
  timeoutMs: number;
  maxRedirects: number;
  userAgent: string;
  signal: AbortSignal | undefined;
  pacer: HostPacer;
  send: SendLinkRequest;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_PER_HOST_INTERVAL_MS = 5_000;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_USER_AGENT = 'DealSiteLinkCheck/1.0';

export function checkContext(options: LinkCheckOptions): CheckContext {
  return {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    signal: options.signal,
    pacer: new HostPacer(
      options.perHostIntervalMs ?? DEFAULT_PER_HOST_INTERVAL_MS,
      options.clock ?? systemClock,
    ),
    send: options.sendRequest ?? linkRequestSender(options),
  };
}
