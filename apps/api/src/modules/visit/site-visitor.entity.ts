import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One unique visitor on one day in SITE_TIMEZONE; no address or cookie, only a salted hash. The
 * attribution is that of the visitor's first counted visit of the day (issue 57): where they came
 * from, the page they landed on, and their device class and browser family.
 */
@Entity({ name: 'site_visitors' })
@Index('UQ_site_visitors_day_visitor', ['day', 'visitorHash'], { unique: true })
export class SiteVisitor {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'day', type: 'varchar', length: 10 })
  day!: string;

  @Column({ name: 'visitor_hash', type: 'varchar', length: 64 })
  visitorHash!: string;

  /** The `src` or `utm_source`, the referrer's listed name or host, or `direct`. */
  @Column({ name: 'source_name', type: 'varchar', length: 64, default: 'direct' })
  sourceName!: string;

  /** search, social, mail, site, direct, or campaign when `src`/`utm_source` named it. */
  @Column({ name: 'source_group', type: 'varchar', length: 16, default: 'direct' })
  sourceGroup!: string;

  @Column({ name: 'source_medium', type: 'varchar', length: 64, nullable: true })
  sourceMedium!: string | null;

  @Column({ name: 'source_campaign', type: 'varchar', length: 64, nullable: true })
  sourceCampaign!: string | null;

  /** The landing page's path, without its query (a search counts under its listing page). */
  @Column({ name: 'landing_path', type: 'varchar', length: 128, default: '/' })
  landingPath!: string;

  @Column({ name: 'device', type: 'varchar', length: 16, default: 'other' })
  device!: string;

  @Column({ name: 'browser', type: 'varchar', length: 48, default: 'Other' })
  browser!: string;
}
