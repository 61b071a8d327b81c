import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Deal } from '../deal/deal.entity';
import { Subscription } from '../subscription/subscription.entity';
import { AlertMailRow } from './alert-mail.entity';

/** A deal a subscriber was alerted to: the unique pair means never twice, whoever sends. */
@Entity({ name: 'alert_sends' })
@Index('UQ_alert_sends_subscription_deal', ['subscriptionId', 'dealId'], { unique: true })
@Index('IDX_alert_sends_mail', ['mailId'])
@Index('IDX_alert_sends_deal', ['dealId'])
export class AlertSendRow {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'subscription_id', type: 'int' })
  subscriptionId!: number;

  @ManyToOne(() => Subscription, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'FK_alert_sends_subscription' })
  subscription?: Subscription;

  @Column({ name: 'deal_id', type: 'int' })
  dealId!: number;

  @ManyToOne(() => Deal, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'deal_id', foreignKeyConstraintName: 'FK_alert_sends_deal' })
  deal?: Deal;

  @Column({ name: 'mail_id', type: 'int' })
  mailId!: number;

  @ManyToOne(() => AlertMailRow, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'mail_id', foreignKeyConstraintName: 'FK_alert_sends_mail' })
  mail?: AlertMailRow;
}
