import { followLink } from './check-link';
import {
  DEFAULT_CONCURRENCY,
  checkContext,
  type CheckContext,
  type LinkCheckOptions,
} from './link-check-options';
import { type LinkCheck } from './link-status';
import { LinksByHost } from './links-by-host';

export type OnLinkChecked = (check: LinkCheck, url: string, index: number) => void;

/**
 * Checks many links with one pacer: links on different hosts run side by side (up to
 * `concurrency`), while each host sees one request per `perHostIntervalMs`, redirects included.
 */
export class LinkChecker {
  private readonly context: CheckContext;
  private readonly concurrency: number;

  constructor(options: LinkCheckOptions) {
    this.context = checkContext(options);
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  }

  check(url: string): Promise<LinkCheck> {
    return followLink(url, this.context);
  }

  /**
   * The checks in the order of `urls`; `onChecked` hears of each as it completes, so a stopped
   * run keeps what it did. Rejects with the signal's reason when the run is stopped.
   */
  async checkAll(urls: readonly string[], onChecked?: OnLinkChecked): Promise<LinkCheck[]> {
    const checks = new Array<LinkCheck>(urls.length);
    const waiting = new LinksByHost(urls);
    const { pacer, signal } = this.context;
    const work = async () => {
      for (;;) {
        signal?.throwIfAborted();
        const link = waiting.takeSoonest((host) => pacer.readyAt(host));
        if (!link) return;
        checks[link.index] = await this.check(link.url);
        onChecked?.(checks[link.index], link.url, link.index);
      }
    };
    const workers = Math.min(this.concurrency, urls.length);
    await Promise.all(Array.from({ length: workers }, work));
    return checks;
  }
}

export function checkLinks(
  urls: readonly string[],
  options: LinkCheckOptions,
): Promise<LinkCheck[]> {
  return new LinkChecker(options).checkAll(urls);
}
