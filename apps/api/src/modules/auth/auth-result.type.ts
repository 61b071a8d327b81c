import { Field, ObjectType } from 'type-graphql';
import { SessionUser } from '../../access/session-user.type';

/** The answer to login and register; the session itself travels only in the HttpOnly cookie. */
@ObjectType({ description: 'Signed in: where to go next, and as whom' })
export class AuthResult {
  @Field()
  ok!: boolean;

  @Field({ description: 'Always a path on this site' })
  redirectTo!: string;

  @Field()
  message!: string;

  @Field(() => SessionUser)
  user!: SessionUser;
}
