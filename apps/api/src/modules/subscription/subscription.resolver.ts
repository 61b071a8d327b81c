import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql-kit/request-context';
import { CuratorOnly, Public } from '../../access/access';
import { clientAddress } from '../visitor/client-address';
import { Subscription } from './subscription.entity';
import type { SubscriptionService } from './subscription.service';

@Resolver(() => Subscription)
export class SubscriptionResolver {
  constructor(private readonly subscriptionService: SubscriptionService) {}

  @Public()
  @Mutation(() => Subscription, {
    description:
      'Subscribes an e-mail address to daily or weekly deals; status is pending until the confirmation e-mail is followed when mail is configured, active otherwise; CONFLICT with the stored frequency when already subscribed',
  })
  async subscribe(
    @Arg('email', () => String) email: string,
    @Arg('frequency', () => String, { defaultValue: 'daily', description: 'daily or weekly' })
    frequency: string,
    @Ctx() { req }: RequestContext,
  ): Promise<Subscription> {
    const { subscription } = await this.subscriptionService.subscribe(
      { email, frequency },
      clientAddress(req),
    );
    return subscription;
  }

  @CuratorOnly()
  @Query(() => [Subscription], { description: 'Every e-mail subscriber, newest first' })
  subscriptions(): Promise<Subscription[]> {
    return this.subscriptionService.list();
  }
}
