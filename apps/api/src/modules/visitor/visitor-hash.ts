import { hash, randomBytes } from 'node:crypto';
import { LessThan, type DataSource, type Repository } from 'typeorm';
import type { SiteDay } from './site-day';
import { VisitSalt } from './visit-salt.entity';
import type { Visitor } from './visitor';

/**
 * Hex digits kept of the hash. 64 bits still tell a day's visitors apart (two of a million share
 * one with odds of about 1 in 40 million), and the short key halved the cost of writing a click
 * row: every new clicker adds one to the unique (deal, day, visitor) index.
 */
export const VISITOR_HASH_LENGTH = 16;

/**
 * A visitor hash as a number, to key a map with (a string key would be interned, see
 * numericKey): 52 of its 64 bits, plenty to tell a day's visitors apart.
 */
export const visitorKey = (visitorHash: string) => Number.parseInt(visitorHash.slice(0, 13), 16);

/** True for a visitor hash read back from elsewhere: hex digits, as long as any this site stored. */
export const isVisitorHash = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{1,64}$/.test(value);

interface CachedSalt {
  day: SiteDay;
  salt: Promise<string>;
  /** The salt itself once read, so a hash needs no await. */
  value: string | null;
}

/**
 * Turns a visitor into an opaque id valid for one day, as privacy-first analytics do:
 * sha256(daily secret salt, address, user agent, site). The salt rotates with the day and the old
 * one is deleted, so nothing stored links a visitor across days or back to an address.
 */
export class VisitorHasher {
  private readonly salts: Repository<VisitSalt>;
  private cached: CachedSalt | null = null;

  constructor(
    dataSource: DataSource,
    private readonly site: string,
  ) {
    this.salts = dataSource.getRepository(VisitSalt);
  }

  async hashFor(day: SiteDay, visitor: Visitor): Promise<string> {
    return this.hashNow(day, visitor) ?? this.hash(await this.saltOf(day), visitor);
  }

  /** The hash without waiting, once the day's salt has been read; null until then. */
  hashNow(day: SiteDay, visitor: Visitor): string | null {
    const cached = this.cached;
    return cached?.day === day && cached.value !== null ? this.hash(cached.value, visitor) : null;
  }

  private hash(salt: string, visitor: Visitor): string {
    const identity = `${salt}\n${visitor.address}\n${visitor.userAgent}\n${this.site}`;
    return hash('sha256', identity, 'hex').slice(0, VISITOR_HASH_LENGTH);
  }

  private saltOf(day: SiteDay): Promise<string> {
    if (this.cached?.day !== day) {
      const salt = this.loadOrCreate(day);
      const cached: CachedSalt = { day, salt, value: null };
      this.cached = cached;
      salt.then(
        (value) => (cached.value = value),
        // A failed read must not stick: the next request tries again.
        () => {
          if (this.cached === cached) this.cached = null;
        },
      );
    }
    return this.cached.salt;
  }

  // Insert-or-ignore then read: concurrent processes starting the same day all end up with one salt.
  private async loadOrCreate(day: SiteDay): Promise<string> {
    const existing = await this.salts.findOneBy({ day });
    if (existing) return existing.salt;
    await this.salts
      .createQueryBuilder()
      .insert()
      .values({ day, salt: randomBytes(32).toString('hex') })
      .orIgnore()
      .execute();
    await this.salts.delete({ day: LessThan(day) });
    return (await this.salts.findOneByOrFail({ day })).salt;
  }
}
