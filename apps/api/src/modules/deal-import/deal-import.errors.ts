import { AppError, badInput } from '../../common/app-error';

export const PAGE_ID_MESSAGE = 'Enter a valid page ID or username';

export const invalidPageId = () => badInput(PAGE_ID_MESSAGE, { field: 'pageId' });

/** The import ran and failed; the message says what to do (reconnect the token, set the page). */
export const importFailed = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);

export const crossSiteRefused = () =>
  new AppError('FORBIDDEN', 'This request must come from the site itself');
