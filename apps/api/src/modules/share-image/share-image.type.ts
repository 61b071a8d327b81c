import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "What a shared deal's preview shows (Open Graph, Twitter card)" })
export class ShareImageType {
  @Field({ description: 'A path on this site, or a picture on another site' })
  url!: string;

  @Field(() => Int, { nullable: true, description: 'Null for a picture on another site' })
  width!: number | null;

  @Field(() => Int, { nullable: true })
  height!: number | null;
}
