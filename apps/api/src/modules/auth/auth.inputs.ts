import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class CredentialsArgs {
  @Field()
  username!: string;

  @Field()
  password!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Where to go after signing in; anything but a path on this site becomes /admin',
  })
  redirectTo?: string | null;
}
