import { DEAL_LIMITS, PERCENT_OFF_MAX, PERCENT_OFF_MIN } from '@deal-site/deal-text';
import { IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { DealCategory } from './deal.entity';
import type { DealFields } from './deal-validation';

export enum DealSort {
  NEWEST = 'newest',
  OLDEST = 'oldest',
  POPULAR = 'popular',
}
registerEnumType(DealSort, { name: 'DealSort' });

export enum DealSection {
  TODAY = 'today',
  YESTERDAY = 'yesterday',
}
registerEnumType(DealSection, {
  name: 'DealSection',
  description: 'Daily deals of one day, cut at local midnight in SITE_TIMEZONE',
  valuesConfig: {
    TODAY: { description: 'Created since local midnight' },
    YESTERDAY: { description: 'Created during the local day before today' },
  },
});

export enum DealExpiry {
  LIVE = 'live',
  EXPIRING = 'expiring',
  EXPIRED = 'expired',
  SCHEDULED = 'scheduled',
  ALL = 'all',
}
registerEnumType(DealExpiry, {
  name: 'DealExpiry',
  description:
    'Which deals a list holds by their expiry and publish time; only curators list other than LIVE',
  valuesConfig: {
    LIVE: { description: 'Public and not expired: what the public lists show' },
    EXPIRING: { description: 'Not expired, with an expiry set' },
    EXPIRED: { description: 'Expired, still reachable on their own page' },
    SCHEDULED: { description: 'Waiting for their publish time; the public sees none of them' },
    ALL: { description: 'Live, expired and scheduled alike' },
  },
});

export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;

@ArgsType()
export class DealsArgs {
  @Field(() => DealSection, {
    nullable: true,
    description: 'Daily deals of today or yesterday, de-duplicated by title',
  })
  section?: DealSection;

  @Field(() => DealCategory, { nullable: true })
  category?: DealCategory;

  @Field({ nullable: true, description: "A store's slug: that store's deals only" })
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,63}$/, { message: 'store must be a store slug' })
  store?: string;

  @Field({
    nullable: true,
    description: 'Case-insensitive text searched for in title and description',
  })
  @IsOptional()
  @MaxLength(MAX_SEARCH_LENGTH, {
    message: `search must be at most ${MAX_SEARCH_LENGTH} characters`,
  })
  search?: string;

  @Field(() => DealSort, { defaultValue: DealSort.NEWEST })
  sort: DealSort = DealSort.NEWEST;

  @Field(() => DealExpiry, { defaultValue: DealExpiry.LIVE })
  expiry: DealExpiry = DealExpiry.LIVE;

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

const EXPIRES_AT_DESCRIPTION = 'When the deal leaves the lists (ISO 8601 with a zone)';

const PUBLISH_AT_DESCRIPTION =
  'When the deal goes public (ISO 8601 with a zone); until then only curators see it. Null or a time past: at once';

const POST_TO_CHANNELS_DESCRIPTION =
  "False: the curator's channels (Telegram, Mastodon, Bluesky, Discord) leave the deal out";

const PERCENT_OFF_DESCRIPTION = `A whole number from ${PERCENT_OFF_MIN} to ${PERCENT_OFF_MAX}`;

const IMAGE_URL_DESCRIPTION =
  'Image links (http or https) or paths on this site, separated by commas or new lines';

/** A new deal; checked by the deal service's rules, like the REST body. */
@InputType({ description: 'A new deal; it is created active' })
export class CreateDealInput implements Pick<DealFields, 'title'>, Partial<DealFields> {
  @Field({
    description: `Up to ${DEAL_LIMITS.title} characters; may be empty when there is a description`,
  })
  title!: string;

  @Field({ defaultValue: '' })
  description?: string;

  @Field({ defaultValue: '', description: 'A leading dollar sign is removed' })
  price?: string;

  @Field({ defaultValue: '' })
  originalPrice?: string;

  @Field(() => Int, { nullable: true, description: PERCENT_OFF_DESCRIPTION })
  percentOff?: number | null;

  @Field({ defaultValue: '', description: 'An http or https link' })
  affiliateLink?: string;

  @Field({ defaultValue: '', description: IMAGE_URL_DESCRIPTION })
  imageUrl?: string;

  @Field({ defaultValue: '' })
  tagline?: string;

  @Field(() => DealCategory, { defaultValue: DealCategory.DAILY })
  category?: DealCategory;

  @Field(() => Date, { nullable: true, description: EXPIRES_AT_DESCRIPTION })
  expiresAt?: Date | null;

  @Field(() => Date, { nullable: true, description: PUBLISH_AT_DESCRIPTION })
  publishAt?: Date | null;

  @Field({ defaultValue: true, description: POST_TO_CHANNELS_DESCRIPTION })
  postToChannels?: boolean;
}

/** Changes to a deal: fields left out stay as they are; clicks, owner and dates are never set here. */
@InputType({ description: 'Changes to a deal; fields left out stay as they are' })
export class UpdateDealInput implements Partial<DealFields> {
  @Field({ nullable: true })
  title?: string;

  @Field({ nullable: true })
  description?: string;

  @Field({ nullable: true })
  price?: string;

  @Field({ nullable: true })
  originalPrice?: string;

  @Field(() => Int, { nullable: true, description: `${PERCENT_OFF_DESCRIPTION}; null clears it` })
  percentOff?: number | null;

  @Field({ nullable: true })
  affiliateLink?: string;

  @Field({ nullable: true, description: IMAGE_URL_DESCRIPTION })
  imageUrl?: string;

  @Field({ nullable: true })
  tagline?: string;

  @Field(() => DealCategory, { nullable: true })
  category?: DealCategory;

  @Field(() => Date, { nullable: true, description: `${EXPIRES_AT_DESCRIPTION}; null clears it` })
  expiresAt?: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: `${PUBLISH_AT_DESCRIPTION}; only a scheduled deal takes a later one`,
  })
  publishAt?: Date | null;

  @Field({ nullable: true, description: POST_TO_CHANNELS_DESCRIPTION })
  postToChannels?: boolean;
}
