import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { CuratorOnly } from '../auth/access';
import { User } from './user.entity';

@Resolver(() => User)
export class UserResolver {
  @CuratorOnly()
  @Query(() => [User], { description: 'Every account, oldest first (curators only)' })
  users(@Ctx() { services }: RequestContext): Promise<User[]> {
    return services.users.list();
  }
}
