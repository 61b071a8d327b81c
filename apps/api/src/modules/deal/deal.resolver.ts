import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../graphql-kit/request-context';
import { CuratorOnly, Public } from '../../access/access';
import { Deal } from './deal.entity';
import { CreateDealInput, DealExpiry, DealsArgs, UpdateDealInput } from './deal.inputs';
import { notCurator, notSignedIn } from '../auth/auth.errors';
import { Role } from '../../access/role';
import { DealPage } from './deal-page.type';
import { parseDealId } from './deal-id';
import { dailyReadsOf } from './request-daily-reads';
import { listedDealsOf, noteListedDeals } from './request-listed-deals';
import type { DealService } from './deal.service';
import { prepareDealList, type DealListPreparer } from './deal-list-preparer';

@Resolver(() => Deal)
export class DealResolver {
  constructor(
    private readonly dealService: DealService,
    private readonly listPreparers: readonly DealListPreparer[] = [],
  ) {}

  @Public()
  @Query(() => DealPage, { description: 'Active deals, newest first unless sorted otherwise' })
  async deals(
    @Args(() => DealsArgs) args: DealsArgs,
    @Ctx() context: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<DealPage> {
    // The public lists hold live deals only; expired ones are the curator's to find.
    if (args.expiry !== DealExpiry.LIVE) {
      if (!context.user) throw notSignedIn();
      if (context.user.role !== Role.CURATOR) throw notCurator();
    }
    const listing = this.dealService.list(args, dailyReadsOf(context, this.dealService));
    noteListedDeals(
      context,
      listing.then((page) => page.items),
    );
    const page = await listing;
    await prepareDealList(this.listPreparers, page.items, context, info);
    return { ...page, listing: args };
  }

  @Public()
  @Query(() => Boolean, {
    description:
      "Whether any live deal links to Amazon: the disclosure then carries Amazon's Associate statement",
  })
  async liveAmazonDeals(@Ctx() context: RequestContext): Promise<boolean> {
    // A page asks with its lists, which often show one already: no read of the store's deals then.
    const listed = await listedDealsOf(context);
    return (
      listed.some((deal) => this.dealService.isLiveAmazonDeal(deal)) ||
      this.dealService.anyLiveAmazonDeal()
    );
  }

  @FieldResolver(() => Boolean, {
    description: 'Its expiry has come: it is left out of the lists and its link is disabled',
  })
  expired(@Root() deal: Deal): boolean {
    return this.dealService.isExpired(deal);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: 'When a scheduled deal goes public; null once it is (createdAt then says when)',
  })
  publishAt(@Root() deal: Deal): Date | null {
    return this.dealService.isScheduled(deal) ? deal.createdAt : null;
  }

  @FieldResolver(() => Date, { description: 'When the curator last set the price ("as of")' })
  priceSetAt(@Root() deal: Deal): Date {
    return deal.priceSetAt ?? deal.createdAt;
  }

  @Public()
  @Query(() => Deal, {
    description: 'One active deal, expired or not (its share page); NOT_FOUND otherwise',
  })
  deal(@Arg('id', () => ID) id: string): Promise<Deal> {
    return this.dealService.findActive(parseDealId(id), { lowestPrice: true });
  }

  @CuratorOnly()
  @Mutation(() => Deal, { description: 'Adds an active deal owned by the signed-in curator' })
  createDeal(
    @Arg('input', () => CreateDealInput) input: CreateDealInput,
    @Ctx() { user }: RequestContext,
  ): Promise<Deal> {
    // @CuratorOnly has already refused a request without a user.
    return this.dealService.create(input, user!.id);
  }

  @CuratorOnly()
  @Mutation(() => Deal, { description: 'Changes the given fields of a deal' })
  updateDeal(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateDealInput) input: UpdateDealInput,
  ): Promise<Deal> {
    return this.dealService.update(parseDealId(id), input);
  }

  @CuratorOnly()
  @Mutation(() => Deal, {
    description: 'Expires a deal now; bring it back by setting expiresAt to null or a later time',
  })
  expireDeal(@Arg('id', () => ID) id: string): Promise<Deal> {
    return this.dealService.expireNow(parseDealId(id));
  }

  @CuratorOnly()
  @Mutation(() => ID, { description: 'Deletes a deal and its clicks for good; answers its id' })
  async deleteDeal(@Arg('id', () => ID) id: string): Promise<string> {
    const dealId = parseDealId(id);
    await this.dealService.remove(dealId);
    return String(dealId);
  }

  @CuratorOnly()
  @Mutation(() => Int, {
    description: 'Archives every active deal (rows and clicks are kept); answers how many',
  })
  clearDeals(): Promise<number> {
    return this.dealService.archiveAll();
  }
}
