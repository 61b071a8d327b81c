import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One day's visitors and clicks for one value of one dimension (a source, a campaign, a landing
 * page, a device class, a browser family, or the day's total), site-wide (deal_id 0) or for one
 * deal. Rolled up from the per-visitor rows once a day is over, and kept 400 days after those go.
 */
@Entity({ name: 'traffic_daily' })
@Index('UQ_traffic_daily_key', ['day', 'dimension', 'dealId', 'key1', 'key2', 'key3'], {
  unique: true,
})
export class TrafficDaily {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'day', type: 'varchar', length: 10 })
  day!: string;

  /** total, source, campaign, page, device or browser. */
  @Column({ name: 'dimension', type: 'varchar', length: 16 })
  dimension!: string;

  /** 0 for the whole site; else the deal whose clickers these are. */
  @Column({ name: 'deal_id', type: 'int', default: 0 })
  dealId!: number;

  /** The value's parts ('' when absent): source name, group; source, medium, campaign; a path. */
  @Column({ name: 'key1', type: 'varchar', length: 128, default: '' })
  key1!: string;

  @Column({ name: 'key2', type: 'varchar', length: 64, default: '' })
  key2!: string;

  @Column({ name: 'key3', type: 'varchar', length: 64, default: '' })
  key3!: string;

  @Column({ name: 'visitors', type: 'int', default: 0 })
  visitors!: number;

  @Column({ name: 'clicks', type: 'int', default: 0 })
  clicks!: number;
}
