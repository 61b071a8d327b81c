import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A network deals can be posted to, configured or not, and its state' })
export class ChannelStatus {
  @Field({ description: 'telegram, mastodon, bluesky or discord: also the src of its links' })
  name!: string;

  @Field()
  configured!: boolean;

  @Field(() => [String], { description: 'The environment variables that turn it on' })
  variables!: string[];

  @Field({ description: 'ready or failing (nothing is posted until a retry or a restart)' })
  state!: string;

  @Field(() => String, { nullable: true })
  lastError!: string | null;

  @Field(() => Date, { nullable: true })
  failedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "Until a rate limit's wait is over" })
  pausedUntil!: Date | null;
}

@ObjectType('ChannelPostRow', { description: "A deal's post to one channel, for the admin" })
export class ChannelPostSummary {
  @Field(() => Int)
  dealId!: number;

  @Field(() => String, { nullable: true, description: 'null once the deal is deleted' })
  dealTitle!: string | null;

  @Field()
  channel!: string;

  @Field({
    description: 'posting, waiting, posted, failed or unknown (may be posted: Retry decides)',
  })
  state!: string;

  @Field(() => String, { nullable: true })
  remoteUrl!: string | null;

  @Field(() => Date, { nullable: true })
  postedAt!: Date | null;

  @Field(() => String, { nullable: true })
  lastError!: string | null;
}
