export interface QueuedLink {
  url: string;
  index: number;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** The links a run has yet to check, grouped by the host of their first request. */
export class LinksByHost {
  private readonly waiting = new Map<string, QueuedLink[]>();

  constructor(urls: readonly string[]) {
    urls.forEach((url, index) => {
      const host = hostOf(url);
      const links = this.waiting.get(host) ?? [];
      links.push({ url, index });
      this.waiting.set(host, links);
    });
  }

  /** Takes the next link of the host that may be requested soonest, in order within a host. */
  takeSoonest(readyAt: (host: string) => number): QueuedLink | undefined {
    let soonest: QueuedLink[] | undefined;
    let soonestHost = '';
    let soonestAt = Number.POSITIVE_INFINITY;
    for (const [host, links] of this.waiting) {
      const at = readyAt(host);
      if (!soonest || at < soonestAt) {
        [soonest, soonestHost, soonestAt] = [links, host, at];
      }
    }
    const link = soonest?.shift();
    if (soonest?.length === 0) this.waiting.delete(soonestHost);
    return link;
  }
}
