import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The curator's name for a store; a store without a row shows the name its domain gives. */
@Entity({ name: 'stores' })
export class StoreNameRow {
  @PrimaryColumn({ name: 'slug', type: 'varchar', length: 63 })
  slug!: string;

  @Column({ name: 'name', type: 'varchar', length: 60 })
  name!: string;

  @Column({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt!: Date;
}
