import { Query, Resolver } from 'type-graphql';
import { CuratorOnly } from '../../access/access';
import { User } from './user.entity';
import type { UserService } from './user.service';

@Resolver(() => User)
export class UserResolver {
  constructor(private readonly userService: UserService) {}

  @CuratorOnly()
  @Query(() => [User], { description: 'Every account, oldest first (curators only)' })
  users(): Promise<User[]> {
    return this.userService.list();
  }
}
