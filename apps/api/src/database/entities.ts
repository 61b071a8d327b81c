import { Deal } from '../modules/deal/deal.entity';
import { Subscription } from '../modules/subscription/subscription.entity';
import { User } from '../modules/user/user.entity';

/** Every TypeORM entity of the API; a new feature adds its entity here. */
export const entities = [Deal, User, Subscription];
