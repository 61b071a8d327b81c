import { fromSqlDateTime } from '@deal-site/database';
import type { DataSource } from 'typeorm';
import type { SiteVersions } from '../site-version/site-data-version.service';
import { dealNotFound } from '../deal/deal.errors';

/** Deals whose stored count is kept in memory; past it the least recently clicked are read again. */
export const MAX_KNOWN_DEALS = 10_000;
/** Another process's clicks show in this one's answers after at most about this long. */
const REREAD_AFTER_MS = 1000;

interface KnownDeal {
  /** Null for an unknown or archived deal. */
  stored: number | null;
  /** When the deal goes public (ms since the epoch): a scheduled deal is not found until then. */
  publicFrom: number;
  versions: SiteVersions;
  readAt: number;
}

/**
 * Each clicked deal's stored click count, whether it is active and when it goes public, read once and trusted until the
 * content version changes (a curator's edit, archive or delete); refreshed in the background when
 * other processes' clicks moved the click version.
 */
export class StoredDealClicks {
  private readonly deals = new Map<number, KnownDeal>();
  private readonly reading = new Map<number, { content: number; known: Promise<KnownDeal> }>();
  private flushGeneration = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The stored count of an active, public deal; NOT_FOUND for an unknown, archived or scheduled one. */
  async of(dealId: number, versions: SiteVersions): Promise<number> {
    const stored = this.ofNow(dealId, versions);
    if (stored !== null) return stored;
    return this.storedOrNotFound(dealId, await this.read(dealId, versions));
  }

  /** of() without waiting, when the deal is known at this content version; null when it must be read. */
  ofNow(dealId: number, versions: SiteVersions): number | null {
    const known = this.deals.get(dealId);
    if (!known || known.versions.content !== versions.content) return null;
    if (known.versions.clicks !== versions.clicks && this.clock() - known.readAt >= REREAD_AFTER_MS)
      void this.read(dealId, versions).catch(() => undefined);
    return this.storedOrNotFound(dealId, known);
  }

  private storedOrNotFound(dealId: number, known: KnownDeal): number {
    if (known.stored === null || this.clock() < known.publicFrom) throw dealNotFound(dealId);
    return known.stored;
  }

  /** The stored count known right now, without reading; null when unknown. */
  storedNow(dealId: number): number | null {
    return this.deals.get(dealId)?.stored ?? null;
  }

  /** After a flush: the counts it read back inside its transaction. */
  flushed(storedCounts: Map<number, number>): void {
    this.flushGeneration += 1;
    for (const [dealId, stored] of storedCounts) {
      const known = this.deals.get(dealId);
      if (known) known.stored = stored;
    }
  }

  private read(dealId: number, versions: SiteVersions): Promise<KnownDeal> {
    const underWay = this.reading.get(dealId);
    if (underWay?.content === versions.content) return underWay.known;
    const flushGeneration = this.flushGeneration;
    const readAt = this.clock();
    const reading = this.dataSource
      .query<
        { clicks: number | string; active: number | string | boolean; created_at: Date | string }[]
      >('SELECT `clicks`, `active`, `created_at` FROM `deals` WHERE `id` = ?', [dealId])
      .then(([row]) => {
        let stored = row && Number(row.active) ? Number(row.clicks) : null;
        const current = this.deals.get(dealId);
        // A flush that finished during the read set a count that includes what it wrote.
        if (stored !== null && current?.stored != null && flushGeneration !== this.flushGeneration)
          stored = current.stored;
        const publicFrom = row ? fromSqlDateTime(row.created_at).getTime() : 0;
        const known: KnownDeal = { stored, publicFrom, versions, readAt };
        this.remember(dealId, known);
        return known;
      })
      .finally(() => {
        if (this.reading.get(dealId)?.known === reading) this.reading.delete(dealId);
      });
    this.reading.set(dealId, { content: versions.content, known: reading });
    return reading;
  }

  private remember(dealId: number, known: KnownDeal): void {
    this.deals.delete(dealId);
    this.deals.set(dealId, known);
    for (const oldest of this.deals.keys()) {
      if (this.deals.size <= MAX_KNOWN_DEALS) return;
      this.deals.delete(oldest);
    }
  }
}
