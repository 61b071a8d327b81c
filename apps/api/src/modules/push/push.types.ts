import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { PushSection } from './push-subscription.entity';

/** The sections a follower may pick; TODAY is the home page's daily deals. */
export enum PushSectionChoice {
  TODAY = 'today',
  FASHION = 'fashion',
  FAVORITES = 'favorites',
}
registerEnumType(PushSectionChoice, {
  name: 'PushSection',
  description: 'A section a push follower hears about: TODAY is the daily deals of the home page',
});

@ObjectType({ description: 'Whether this site sends push notifications, and its VAPID key' })
export class PushConfig {
  @Field()
  enabled!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The applicationServerKey to subscribe with (base64url); null when push is off',
  })
  publicKey!: string | null;
}

@ObjectType({ description: 'What a push subscription follows' })
export class PushFollows {
  @Field({ description: 'Every new deal' })
  all!: boolean;

  @Field(() => [PushSectionChoice])
  sections!: PushSection[];

  @Field({ description: "The linked e-mail subscription's keyword and store alerts" })
  alerts!: boolean;

  @Field(() => [String], { description: 'Store slugs followed without an e-mail subscription' })
  stores!: string[];
}

@ObjectType({ description: 'A stored push subscription: its token unsubscribes it' })
export class PushSubscriptionResult {
  @Field()
  token!: string;

  @Field(() => PushFollows)
  follows!: PushFollows;
}

@InputType({ description: "The browser's PushSubscription keys" })
export class PushKeysInput {
  @Field({ description: 'base64url of the 65-byte P-256 public key' })
  p256dh!: string;

  @Field({ description: 'base64url of the 16-byte authentication secret' })
  auth!: string;
}

@InputType()
export class PushFollowsInput {
  @Field()
  all!: boolean;

  @Field(() => [PushSectionChoice])
  sections!: PushSection[];

  @Field({
    description: 'Needs subscriptionToken: the alerts are those of that e-mail subscription',
  })
  alerts!: boolean;

  @Field(() => [String], {
    nullable: true,
    description: 'Stores to follow by slug, name or web address (at most 12); none when absent',
  })
  stores?: string[] | null;
}

@InputType({ description: 'PushSubscription.toJSON() and what the reader chose to follow' })
export class PushSubscriptionInput {
  @Field({ description: 'An https URL on a public host, at most 1,024 characters' })
  endpoint!: string;

  @Field(() => Float, { nullable: true, description: 'As the browser gives it; not used' })
  expirationTime?: number | null;

  @Field(() => PushKeysInput)
  keys!: PushKeysInput;

  @Field(() => PushFollowsInput)
  follows!: PushFollowsInput;

  @Field(() => String, {
    nullable: true,
    description: 'The token of the subscriber page /subscription/{token}; required with alerts',
  })
  subscriptionToken?: string | null;
}

@ObjectType({ description: 'One fan-out of a deal to its push followers, as the admin sees it' })
export class PushFanout {
  @Field(() => Int)
  dealId!: number;

  @Field()
  dealTitle!: string;

  @Field()
  startedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'null while sending, or if its process died' })
  finishedAt!: Date | null;

  @Field(() => Int)
  sent!: number;

  @Field(() => Int, { description: 'Subscriptions the push service said were gone, deleted' })
  removed!: number;

  @Field(() => Int)
  failed!: number;
}

@ObjectType({ description: 'Push notifications in the admin: followers and the last fan-outs' })
export class PushDelivery {
  @Field(() => Int, { description: 'Stored push subscriptions' })
  followers!: number;

  @Field(() => [PushFanout], { description: 'The last 10 fan-outs, newest first' })
  recentFanouts!: PushFanout[];
}
