import { badInput, notFound } from '../../common/app-error';

/** A slug that is malformed or that no deal has ever linked to. */
export const storeNotFound = () => notFound('Store not found');

export const invalidStoreName = (message: string) => badInput(message, { field: 'name' });
