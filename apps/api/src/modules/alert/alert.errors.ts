import { AppError } from '../../common/app-error';

/** A subscriber's alert that cannot be kept; the message is shown on their page as it is. */
export const invalidAlert = (message: string, field: string) =>
  new AppError('BAD_USER_INPUT', message, { field });

export const tooManyAlerts = (limit: number) =>
  new AppError('BAD_USER_INPUT', `You can keep up to ${limit} alerts. Remove one to add another.`, {
    field: 'value',
  });

export const alertAlreadyKept = () =>
  new AppError('CONFLICT', 'You already have this alert.', { field: 'value' });

export const unknownAlert = () => new AppError('NOT_FOUND', 'This alert is not on your list.');
