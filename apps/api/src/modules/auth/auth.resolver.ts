import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql-kit/request-context';
import { Public } from '../../access/access';
import type { SignedIn } from './auth.service';
import { AuthResult } from './auth-result.type';
import { CredentialsArgs } from './auth.inputs';
import { clientAddress } from '../visitor/client-address';
import { safeRedirectPath } from './safe-redirect';
import { clearSessionCookie, setSessionCookie } from '../../access/session-cookie';
import { SessionUser } from '../../access/session-user.type';
import type { AuthService } from './auth.service';

function signedInResult(
  { reply }: RequestContext,
  signedIn: SignedIn,
  redirectTo: unknown,
  message: string,
): AuthResult {
  setSessionCookie(reply, signedIn.token);
  return Object.assign(new AuthResult(), {
    ok: true,
    redirectTo: safeRedirectPath(redirectTo ?? undefined),
    message,
    user: signedIn.user,
  });
}

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Query(() => SessionUser, { nullable: true, description: 'The signed-in account, or null' })
  me(@Ctx() { user }: RequestContext): SessionUser | null {
    return user;
  }

  @Public()
  @Mutation(() => AuthResult, {
    description: 'Creates an account and signs it in: curator when it is the first account',
  })
  async register(
    @Args(() => CredentialsArgs) { username, password, redirectTo }: CredentialsArgs,
    @Ctx() context: RequestContext,
  ): Promise<AuthResult> {
    const signedIn = await this.auth.register({ username, password }, clientAddress(context.req));
    return signedInResult(context, signedIn, redirectTo, 'Registered successfully');
  }

  @Public()
  @Mutation(() => AuthResult, { description: 'Signs in and sets the session cookie' })
  async login(
    @Args(() => CredentialsArgs) { username, password, redirectTo }: CredentialsArgs,
    @Ctx() context: RequestContext,
  ): Promise<AuthResult> {
    const signedIn = await this.auth.login({ username, password }, clientAddress(context.req));
    return signedInResult(context, signedIn, redirectTo, 'Logged in');
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Signs out everywhere: every session cookie stops working',
  })
  async logout(@Ctx() { user, reply }: RequestContext): Promise<boolean> {
    await this.auth.logout(user);
    clearSessionCookie(reply);
    return true;
  }
}
