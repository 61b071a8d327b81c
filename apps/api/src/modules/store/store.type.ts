import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'A shop deals link to, named from its registrable domain',
  simpleResolvers: true,
})
export class Store {
  @Field({ description: 'The registrable domain without its public suffix: "amazon"' })
  slug!: string;

  @Field({ description: "The curator's name for it, else the one its domain gives" })
  name!: string;

  @Field({ description: 'Its registrable domain, from its newest live deal: "amazon.co.uk"' })
  domain!: string;

  /** Counted when asked for where the store comes with a deal (see StoreResolver.liveDeals). */
  @Field(() => Int, { description: 'How many live deals link to it' })
  liveDeals?: number;
}
