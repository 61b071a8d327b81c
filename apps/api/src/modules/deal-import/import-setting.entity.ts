import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A named import setting (the page ID); read and written by @deal-site/deal-import with SQL. */
@Entity({ name: 'import_settings' })
export class ImportSettingRow {
  @PrimaryColumn({ name: 'name', type: 'varchar', length: 64 })
  name!: string;

  @Column({ name: 'value', type: 'varchar', length: 255 })
  value!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt!: Date;
}
