import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { CuratorOnly, Public } from '../auth/access';
import { MAX_COUNTED_CLICKS_PER_VISITOR } from '../click/click.service';
import { clientAddress } from '../auth/client-address';
import { countableVisitor } from '../visit/visitor';
import { Deal } from './deal.entity';
import { CreateDealInput, DealExpiry, DealsArgs, UpdateDealInput } from './deal.inputs';
import { notCurator, notSignedIn } from '../auth/auth.errors';
import { Role } from '../user/user-role';
import { DealPage } from './deal-page.type';
import { parseDealId } from './deal-id';
import { dailyReadsOf } from './request-daily-reads';

@Resolver(() => Deal)
export class DealResolver {
  @Public()
  @Query(() => DealPage, { description: 'Active deals, newest first unless sorted otherwise' })
  async deals(
    @Args(() => DealsArgs) args: DealsArgs,
    @Ctx() context: RequestContext,
  ): Promise<DealPage> {
    // The public lists hold live deals only; expired ones are the curator's to find.
    if (args.expiry !== DealExpiry.LIVE) {
      if (!context.user) throw notSignedIn();
      if (context.user.role !== Role.CURATOR) throw notCurator();
    }
    return { ...(await context.services.deals.list(args, dailyReadsOf(context))), listing: args };
  }

  @Public()
  @Query(() => Boolean, {
    description:
      "Whether any live deal links to Amazon: the disclosure then carries Amazon's Associate statement",
  })
  liveAmazonDeals(@Ctx() { services }: RequestContext): Promise<boolean> {
    return services.deals.anyLiveAmazonDeal();
  }

  @FieldResolver(() => Boolean, {
    description: 'Its expiry has come: it is left out of the lists and its link is disabled',
  })
  expired(@Root() deal: Deal, @Ctx() { services }: RequestContext): boolean {
    return services.deals.isExpired(deal);
  }

  @FieldResolver(() => Date, { description: 'When the curator last set the price ("as of")' })
  priceSetAt(@Root() deal: Deal): Date {
    return deal.priceSetAt ?? deal.createdAt;
  }

  @Public()
  @Query(() => Deal, {
    description: 'One active deal, expired or not (its share page); NOT_FOUND otherwise',
  })
  deal(@Arg('id', () => ID) id: string, @Ctx() { services }: RequestContext): Promise<Deal> {
    return services.deals.findActive(parseDealId(id));
  }

  @CuratorOnly()
  @Mutation(() => Deal, { description: 'Adds an active deal owned by the signed-in curator' })
  createDeal(
    @Arg('input', () => CreateDealInput) input: CreateDealInput,
    @Ctx() { services, user }: RequestContext,
  ): Promise<Deal> {
    // @CuratorOnly has already refused a request without a user.
    return services.deals.create(input, user!.id);
  }

  @CuratorOnly()
  @Mutation(() => Deal, { description: 'Changes the given fields of a deal' })
  updateDeal(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateDealInput) input: UpdateDealInput,
    @Ctx() { services }: RequestContext,
  ): Promise<Deal> {
    return services.deals.update(parseDealId(id), input);
  }

  @CuratorOnly()
  @Mutation(() => Deal, {
    description: 'Expires a deal now; bring it back by setting expiresAt to null or a later time',
  })
  expireDeal(@Arg('id', () => ID) id: string, @Ctx() { services }: RequestContext): Promise<Deal> {
    return services.deals.expireNow(parseDealId(id));
  }

  @CuratorOnly()
  @Mutation(() => ID, { description: 'Deletes a deal and its clicks for good; answers its id' })
  async deleteDeal(
    @Arg('id', () => ID) id: string,
    @Ctx() { services }: RequestContext,
  ): Promise<string> {
    const dealId = parseDealId(id);
    await services.deals.remove(dealId);
    return String(dealId);
  }

  @CuratorOnly()
  @Mutation(() => Int, {
    description: 'Archives every active deal (rows and clicks are kept); answers how many',
  })
  clearDeals(@Ctx() { services }: RequestContext): Promise<number> {
    return services.deals.archiveAll();
  }

  @Public()
  @Mutation(() => Int, {
    description: `Counts a Grab Deal press, not from bots or prefetches and at most ${MAX_COUNTED_CLICKS_PER_VISITOR} a visitor a deal a day; answers the click count`,
  })
  async recordDealClick(
    @Arg('id', () => ID) id: string,
    @Ctx() { services, req }: RequestContext,
  ): Promise<number> {
    const dealId = parseDealId(id);
    services.countedRequestLimits.takeClick(clientAddress(req));
    return services.clicks.record(dealId, countableVisitor(req));
  }
}
