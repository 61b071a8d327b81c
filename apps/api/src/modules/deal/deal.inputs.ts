import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';
import { DealCategory } from './deal.entity';

export enum DealSort {
  NEWEST = 'newest',
  OLDEST = 'oldest',
  POPULAR = 'popular',
}
registerEnumType(DealSort, { name: 'DealSort' });

export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class DealsArgs {
  @Field(() => DealCategory, { nullable: true })
  category?: DealCategory;

  @Field(() => DealSort, { defaultValue: DealSort.NEWEST })
  sort: DealSort = DealSort.NEWEST;

  @Field(() => Int, { defaultValue: 60 })
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit = 60;

  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0)
  @IsOptional()
  offset = 0;
}
