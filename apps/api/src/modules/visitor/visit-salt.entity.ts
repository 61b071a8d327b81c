import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Today's secret for visitor hashes, shared by every API process. Older days' rows are deleted
 * when a new day's salt is made, so yesterday's hashes can no longer be tied to anyone.
 */
@Entity({ name: 'visit_salts' })
export class VisitSalt {
  @PrimaryColumn({ name: 'day', type: 'varchar', length: 10 })
  day!: string;

  @Column({ name: 'salt', type: 'varchar', length: 64 })
  salt!: string;
}
