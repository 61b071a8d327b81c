import { Field, ID, ObjectType } from 'type-graphql';
import { Role } from './role';

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

/** An account as stored: the user entity, or any row with its fields. */
interface Account {
  id: number;
  username: string;
  role: Role;
}

export function toSessionUser(user: Account): SessionUser {
  return Object.assign(new SessionUser(), {
    id: user.id,
    username: user.username,
    role: user.role,
    isCurator: user.role === Role.CURATOR,
  });
}
