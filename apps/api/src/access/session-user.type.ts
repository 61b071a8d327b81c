import { Field, ID, ObjectType } from 'type-graphql';
import type { User } from '../user/user.entity';
import { Role } from '../user/user-role';

/** The signed-in account as its owner sees it; resolved from the session cookie on each request. */
@ObjectType({ description: 'The signed-in account' })
export class SessionUser {
  @Field(() => ID)
  id!: number;

  @Field()
  username!: string;

  @Field(() => Role)
  role!: Role;

  @Field({ description: 'True when the account may manage deals' })
  isCurator!: boolean;
}

export function toSessionUser(user: User): SessionUser {
  return Object.assign(new SessionUser(), {
    id: user.id,
    username: user.username,
    role: user.role,
    isCurator: user.role === Role.CURATOR,
  });
}
