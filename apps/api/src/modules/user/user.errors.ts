import { AppError } from '../../common/app-error';

export const usernameTaken = () => new AppError('CONFLICT', 'This username is already taken');
