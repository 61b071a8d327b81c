import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One unique visitor on one day in SITE_TIMEZONE; no address or cookie, only a salted hash. */
@Entity({ name: 'site_visitors' })
@Index('UQ_site_visitors_day_visitor', ['day', 'visitorHash'], { unique: true })
export class SiteVisitor {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'day', type: 'varchar', length: 10 })
  day!: string;

  @Column({ name: 'visitor_hash', type: 'varchar', length: 64 })
  visitorHash!: string;
}
