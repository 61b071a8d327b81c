import type { Logger } from '../../logger';
import type { UserService } from './user.service';

/** Tells the operator at boot how a curator comes to exist when there is none. */
export async function logWhenNoCurator(users: UserService, logger: Logger): Promise<void> {
  if ((await users.listCurators()).length > 0) return;
  if (await users.hasAccounts()) {
    logger.warn('no curator: grant one with "npm run curator -- grant <username>"');
  } else {
    logger.info('no curator yet: the next registration becomes the curator');
  }
}
