import { Column, Entity, PrimaryColumn } from 'typeorm';

export const CHANNEL_STATES = ['ready', 'failing'] as const;
export type ChannelState = (typeof CHANNEL_STATES)[number];

/**
 * Whether a channel may post: 'failing' after a refusal no retry mends (until the curator's Retry
 * or a restart), and paused until a rate limit's wait is over, shared by every worker.
 */
@Entity({ name: 'channel_states' })
export class ChannelStateRow {
  @PrimaryColumn({ name: 'channel', type: 'varchar', length: 16 })
  channel!: string;

  @Column({ name: 'state', type: 'varchar', length: 16 })
  state!: ChannelState;

  @Column({ name: 'last_error', type: 'varchar', length: 1024, nullable: true, default: null })
  lastError!: string | null;

  @Column({ name: 'failed_at', type: 'datetime', precision: 6, nullable: true, default: null })
  failedAt!: Date | null;

  @Column({ name: 'paused_until', type: 'datetime', precision: 6, nullable: true, default: null })
  pausedUntil!: Date | null;
}
