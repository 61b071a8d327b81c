import { createHash, randomBytes } from 'node:crypto';
import { LessThan, type DataSource, type Repository } from 'typeorm';
import type { SiteDay } from './site-day';
import { VisitSalt } from './visit-salt.entity';
import type { Visitor } from './visitor';

/**
 * Turns a visitor into an opaque id valid for one day, as privacy-first analytics do:
 * sha256(daily secret salt, address, user agent, site). The salt rotates with the day and the old
 * one is deleted, so nothing stored links a visitor across days or back to an address.
 */
export class VisitorHasher {
  private readonly salts: Repository<VisitSalt>;
  private cached: { day: SiteDay; salt: Promise<string> } | null = null;

  constructor(
    dataSource: DataSource,
    private readonly site: string,
  ) {
    this.salts = dataSource.getRepository(VisitSalt);
  }

  async hashFor(day: SiteDay, visitor: Visitor): Promise<string> {
    const salt = await this.saltOf(day);
    return createHash('sha256')
      .update([salt, visitor.address, visitor.userAgent, this.site].join('\n'))
      .digest('hex');
  }

  private saltOf(day: SiteDay): Promise<string> {
    if (this.cached?.day !== day) {
      const salt = this.loadOrCreate(day);
      this.cached = { day, salt };
      // A failed read must not stick: the next request tries again.
      salt.catch(() => {
        if (this.cached?.salt === salt) this.cached = null;
      });
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
