import { AppError, type ErrorCode } from '../../common/app-error';

/** Failures of the curator's channel requests; the code decides status and extensions.code. */
export class ChannelError extends AppError {
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(code, message, details);
    this.name = 'ChannelError';
  }
}

export const unknownChannel = (channel: string) =>
  new ChannelError('BAD_USER_INPUT', `There is no channel "${channel}"`, { field: 'channel' });

export const channelNotConfigured = (channel: string, variables: readonly string[]) =>
  new ChannelError(
    'BAD_USER_INPUT',
    `${channel} is not configured: set ${variables.join(' and ')}`,
    { field: 'channel' },
  );

export const unknownDeal = (dealId: number) =>
  new ChannelError('NOT_FOUND', `There is no deal ${dealId}`);
