import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Deal } from '../deal/deal.entity';
import { PushSubscriptionRow } from './push-subscription.entity';

export const PUSH_DELIVERY_STATES = ['claimed', 'sent', 'failed'] as const;
export type PushDeliveryState = (typeof PUSH_DELIVERY_STATES)[number];

/**
 * A deal claimed for one push subscription before it is sent: the primary key means never twice,
 * whichever worker or retry sends. Written with plain SQL by the fan-out.
 */
@Entity({ name: 'push_deliveries' })
@Index('IDX_push_deliveries_subscription', ['pushSubscriptionId'])
export class PushDeliveryRow {
  @PrimaryColumn({ name: 'deal_id', type: 'int' })
  dealId!: number;

  @ManyToOne(() => Deal, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'deal_id', foreignKeyConstraintName: 'FK_push_deliveries_deal' })
  deal?: Deal;

  @PrimaryColumn({ name: 'push_subscription_id', type: 'int' })
  pushSubscriptionId!: number;

  @ManyToOne(() => PushSubscriptionRow, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({
    name: 'push_subscription_id',
    foreignKeyConstraintName: 'FK_push_deliveries_subscription',
  })
  pushSubscription?: PushSubscriptionRow;

  @Column({ name: 'state', type: 'varchar', length: 16 })
  state!: PushDeliveryState;

  @Column({ name: 'claimed_at', type: 'datetime', precision: 6 })
  claimedAt!: Date;

  @Column({ name: 'sent_at', type: 'datetime', precision: 6, nullable: true, default: null })
  sentAt!: Date | null;
}
