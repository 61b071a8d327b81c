import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Subscription } from '../subscription/subscription.entity';

export type AlertMailStatus = 'claimed' | 'sent' | 'refused';

/**
 * One instant alert e-mail, claimed in slot 1 to 10 of the subscriber's site day before it is
 * sent: the unique slot keeps any number of workers from sending an 11th.
 */
@Entity({ name: 'alert_mails' })
@Index('UQ_alert_mails_daily_slot', ['subscriptionId', 'day', 'slot'], { unique: true })
@Index('IDX_alert_mails_status', ['status', 'claimedAt'])
export class AlertMailRow {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'subscription_id', type: 'int' })
  subscriptionId!: number;

  @ManyToOne(() => Subscription, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'FK_alert_mails_subscription' })
  subscription?: Subscription;

  @Column({ name: 'day', type: 'varchar', length: 10 })
  day!: string;

  @Column({ name: 'slot', type: 'int' })
  slot!: number;

  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: AlertMailStatus;

  @Column({ name: 'deal_count', type: 'int' })
  dealCount!: number;

  @Column({ name: 'claimed_by', type: 'varchar', length: 64, nullable: true, default: null })
  claimedBy!: string | null;

  @Column({ name: 'claimed_at', type: 'datetime', precision: 6 })
  claimedAt!: Date;

  @Column({ name: 'sent_at', type: 'datetime', precision: 6, nullable: true, default: null })
  sentAt!: Date | null;

  @Column({ name: 'error', type: 'varchar', length: 255, nullable: true, default: null })
  error!: string | null;
}
