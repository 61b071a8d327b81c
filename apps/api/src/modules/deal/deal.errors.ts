import { badInput, notFound } from '../../common/app-error';

/** Unknown or malformed id; a malformed one is not echoed back. */
export const dealNotFound = (id?: number) =>
  notFound(id === undefined ? 'Deal not found' : `Deal ${id} not found`);

/** A deal field that breaks a rule; `field` lets a form mark the input it belongs to. */
export const invalidDealField = (field: string, message: string) => badInput(message, { field });

export const dealWithoutContent = () =>
  badInput('A deal needs a title or a description', { field: 'title' });

export const sectionWithOtherCategory = () =>
  badInput('section lists daily deals only; leave category out or set it to DAILY', {
    field: 'category',
  });

export const sectionWithStore = () =>
  badInput('section lists daily deals of every store; leave one of them out', { field: 'store' });

export const alreadyPublic = () =>
  badInput('This deal is public already; only a scheduled deal takes a later publishAt', {
    field: 'publishAt',
  });
