import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An earlier public posting of the same product on this site' })
export class PricePosting {
  @Field(() => ID)
  dealId!: string;

  @Field({ description: 'When that deal went public' })
  postedAt!: Date;

  @Field({ description: 'Its price text as posted (without the dollar sign, like Deal.price)' })
  price!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The price as a number in its currency ("$1,299.99"); null when it is no single price',
  })
  priceLabel!: string | null;

  @Field({ description: 'That deal has not expired' })
  live!: boolean;
}
