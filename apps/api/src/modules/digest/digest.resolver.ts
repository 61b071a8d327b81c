import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CuratorOnly } from '../../access/access';
import { DigestRunResult, EmailDelivery } from './digest.types';
import type { DigestService } from './digest.service';

@Resolver()
export class DigestResolver {
  constructor(private readonly digests: DigestService) {}

  @CuratorOnly()
  @Query(() => EmailDelivery, {
    description: 'Whether mail is configured, subscriber counts and the last 10 digest runs',
  })
  emailDelivery(): Promise<EmailDelivery> {
    return this.digests.emailDelivery();
  }

  @CuratorOnly()
  @Mutation(() => DigestRunResult, {
    description: 'Runs the daily or weekly digest now; CONFLICT when mail is not configured',
  })
  runDigest(
    @Arg('frequency', () => String, { description: 'daily or weekly' }) frequency: string,
  ): Promise<DigestRunResult> {
    return this.digests.runNow(frequency);
  }

  @CuratorOnly()
  @Mutation(() => Boolean, {
    description:
      'Sends the current daily digest (the latest 30 active deals) to one address, subject prefixed "[Test] "',
  })
  async sendTestDigest(@Arg('email', () => String) email: string): Promise<boolean> {
    await this.digests.sendTest(email);
    return true;
  }
}
