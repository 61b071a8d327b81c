import { notFound } from '../../common/app-error';

export const dealNotFound = (id: number | string) => notFound(`Deal ${id} not found`);
