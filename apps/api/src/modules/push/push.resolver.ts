import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { CuratorOnly, Public } from '../../access/access';
import type { RequestContext } from '../../graphql-kit/request-context';
import { clientAddress } from '../visitor/client-address';
import type { PushService } from './push.service';
import {
  PushConfig,
  PushDelivery,
  PushSubscriptionInput,
  PushSubscriptionResult,
} from './push.types';

@Resolver()
export class PushResolver {
  constructor(private readonly pushService: PushService) {}

  @Public()
  @Query(() => PushConfig, { description: 'Whether push is on, and the key to subscribe with' })
  pushConfig(): PushConfig {
    return this.pushService.config();
  }

  @Public()
  @Mutation(() => PushSubscriptionResult, {
    description:
      'Stores a browser push subscription, as POST /api/push/subscriptions does: a known endpoint keeps its token and has its follows replaced; BAD_USER_INPUT with a field, SERVICE_UNAVAILABLE when push is off',
  })
  async subscribePush(
    @Arg('input', () => PushSubscriptionInput) input: PushSubscriptionInput,
    @Ctx() { req }: RequestContext,
  ): Promise<PushSubscriptionResult> {
    const { token, follows } = await this.pushService.subscribe(input, clientAddress(req));
    return { token, follows };
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Removes a push subscription; NOT_FOUND for an unknown token',
  })
  async unsubscribePush(@Arg('token', () => String) token: string): Promise<boolean> {
    await this.pushService.unsubscribe(token);
    return true;
  }

  @CuratorOnly()
  @Query(() => PushDelivery, { description: 'Push followers and the last fan-outs, for the admin' })
  pushDelivery(): Promise<PushDelivery> {
    return this.pushService.delivery();
  }
}
