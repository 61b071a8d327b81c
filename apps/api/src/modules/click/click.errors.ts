import { AppError } from '../../common/app-error';

/** How long a refused click is told to wait before trying again. */
export const CLICK_RETRY_AFTER_SECONDS = 5;

/** The database is away: a click is refused rather than answered as counted and then lost. */
export const clicksUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'Clicks cannot be counted right now. Try again in a few seconds.',
    { retryAfter: CLICK_RETRY_AFTER_SECONDS },
  );
