import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row (id 1) every API process and the worker bump when what public pages show changes, so
 * each process's public cache notices writes made through another.
 */
@Entity({ name: 'site_data_version' })
export class SiteDataVersionRow {
  @PrimaryColumn({ name: 'id', type: 'int' })
  id!: number;

  /** Deals created, edited, deleted, cleared or imported. */
  @Column({ name: 'content_version', type: 'int', default: 0 })
  contentVersion!: number;

  /** Clicks counted; pages may show these a few seconds late. */
  @Column({ name: 'clicks_version', type: 'int', default: 0 })
  clicksVersion!: number;
}
