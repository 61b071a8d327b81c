import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { CuratorOnly } from '../auth/access';
import { DigestRunResult, EmailDelivery } from './digest.types';

@Resolver()
export class DigestResolver {
  @CuratorOnly()
  @Query(() => EmailDelivery, {
    description: 'Whether mail is configured, subscriber counts and the last 10 digest runs',
  })
  emailDelivery(@Ctx() { services }: RequestContext): Promise<EmailDelivery> {
    return services.digests.emailDelivery();
  }

  @CuratorOnly()
  @Mutation(() => DigestRunResult, {
    description: 'Runs the daily or weekly digest now; CONFLICT when mail is not configured',
  })
  runDigest(
    @Arg('frequency', () => String, { description: 'daily or weekly' }) frequency: string,
    @Ctx() { services }: RequestContext,
  ): Promise<DigestRunResult> {
    return services.digests.runNow(frequency);
  }

  @CuratorOnly()
  @Mutation(() => Boolean, {
    description:
      'Sends the current daily digest (the latest 30 active deals) to one address, subject prefixed "[Test] "',
  })
  async sendTestDigest(
    @Arg('email', () => String) email: string,
    @Ctx() { services }: RequestContext,
  ): Promise<boolean> {
    await services.digests.sendTest(email);
    return true;
  }
}
