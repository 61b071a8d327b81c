import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const CHANNEL_POST_STATES = ['posting', 'waiting', 'posted', 'failed', 'unknown'] as const;
export type ChannelPostState = (typeof CHANNEL_POST_STATES)[number];

/**
 * A deal's post to one channel, inserted before it goes out: the unique pair means once per deal
 * per channel, whichever worker, retry or restart posts. No foreign key: the row outlives a deleted
 * deal, whose post is then marked expired. Written with plain SQL by the channel posting.
 */
@Entity({ name: 'channel_posts' })
@Index('UQ_channel_posts_deal_channel', ['dealId', 'channel'], { unique: true })
@Index('IDX_channel_posts_state', ['state', 'nextAttemptAt'])
export class ChannelPostRow {
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Column({ name: 'deal_id', type: 'int' })
  dealId!: number;

  @Column({ name: 'channel', type: 'varchar', length: 16 })
  channel!: string;

  @Column({ name: 'state', type: 'varchar', length: 16 })
  state!: ChannelPostState;

  @Column({ name: 'attempts', type: 'int', default: 0 })
  attempts!: number;

  @Column({
    name: 'next_attempt_at',
    type: 'datetime',
    precision: 6,
    nullable: true,
    default: null,
  })
  nextAttemptAt!: Date | null;

  @Column({ name: 'claimed_at', type: 'datetime', precision: 6 })
  claimedAt!: Date;

  @Column({ name: 'posted_at', type: 'datetime', precision: 6, nullable: true, default: null })
  postedAt!: Date | null;

  @Column({ name: 'remote_id', type: 'varchar', length: 255, nullable: true, default: null })
  remoteId!: string | null;

  @Column({ name: 'remote_url', type: 'varchar', length: 1024, nullable: true, default: null })
  remoteUrl!: string | null;

  @Column({ name: 'posted_text', type: 'text', nullable: true })
  postedText!: string | null;

  @Column({ name: 'last_error', type: 'varchar', length: 1024, nullable: true, default: null })
  lastError!: string | null;

  /** Its "Expired" edit is done, or there was nothing to edit. */
  @Column({ name: 'expired_at', type: 'datetime', precision: 6, nullable: true, default: null })
  expiredAt!: Date | null;
}
