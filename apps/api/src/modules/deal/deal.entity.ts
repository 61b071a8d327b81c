import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export enum DealCategory {
  DAILY = 'daily',
  FASHION = 'fashion',
  FAVORITES = 'favorites',
}
registerEnumType(DealCategory, {
  name: 'DealCategory',
  description: 'daily deals fill the home page; fashion and favorites have pages of their own',
});

// Simple resolvers: graphql's own property reads, where type-graphql would wrap each field of
// every listed deal in its middleware chain (no field here has rights or middleware of its own).
@ObjectType({ description: 'A deal card as the public sees it', simpleResolvers: true })
@Entity({ name: 'deals' })
@Index('IDX_deals_listing', ['active', 'category', 'createdAt'])
@Index('IDX_deals_popular', ['active', 'clicks'])
@Index('IDX_deals_expiry', ['active', 'expiresAt'])
@Index('IDX_deals_posted', ['active', 'createdAt'])
@Index('IDX_deals_store', ['active', 'storeSlug', 'createdAt'])
@Index('IDX_deals_product', ['productKey', 'createdAt'])
export class Deal {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Field()
  @Column({ name: 'title', type: 'varchar', length: 500 })
  title!: string;

  @Field()
  @Column({ name: 'description', type: 'text' })
  description!: string;

  @Field({ description: 'Price text without the dollar sign; may be empty or "0"' })
  @Column({ name: 'price', type: 'varchar', length: 64, default: '' })
  price!: string;

  @Field()
  @Column({ name: 'original_price', type: 'varchar', length: 64, default: '' })
  originalPrice!: string;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'percent_off', type: 'int', nullable: true, default: null })
  percentOff!: number | null;

  @Field()
  @Column({ name: 'affiliate_link', type: 'varchar', length: 2048, default: '' })
  affiliateLink!: string;

  @Field({ description: 'Comma-separated image paths or URLs' })
  @Column({ name: 'image_url', type: 'text' })
  imageUrl!: string;

  @Field()
  @Column({ name: 'tagline', type: 'varchar', length: 255, default: '' })
  tagline!: string;

  @Field(() => DealCategory)
  @Column({ name: 'category', type: 'varchar', length: 32, default: DealCategory.DAILY })
  category!: DealCategory;

  @Field()
  @Column({ name: 'active', type: 'boolean', default: true })
  active!: boolean;

  @Field(() => Int)
  @Column({ name: 'clicks', type: 'int', default: 0 })
  clicks!: number;

  @Column({ name: 'user_id', type: 'int', nullable: true, default: null })
  userId!: number | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the deal leaves the lists; its own page stays, marked expired. Null: never',
  })
  @Column({ name: 'expires_at', type: 'datetime', precision: 6, nullable: true, default: null })
  expiresAt!: Date | null;

  /** When the curator last set the price; null on rows older than the column (createdAt then). */
  @Column({ name: 'price_set_at', type: 'datetime', precision: 6, nullable: true, default: null })
  priceSetAt!: Date | null;

  /** When the deal last went live again after expiring; null: live since createdAt. */
  @Column({ name: 'live_since', type: 'datetime', precision: 6, nullable: true, default: null })
  liveSince!: Date | null;

  @Field({ description: "False: the curator's channels (Telegram, Mastodon, ...) leave it out" })
  @Column({ name: 'post_to_channels', type: 'boolean', default: true })
  postToChannels!: boolean;

  /** The store its link belongs to (dealIdentity), kept with every write of the link. */
  @Column({ name: 'store_slug', type: 'varchar', length: 63, nullable: true, default: null })
  storeSlug!: string | null;

  /** Which product its link leads to (dealIdentity): deals sharing it make a price history. */
  @Column({ name: 'product_key', type: 'varchar', length: 191, nullable: true, default: null })
  productKey!: string | null;

  /** Its price read as an amount (storedPrice), kept with every write of the price. */
  @Column({ name: 'price_amount', type: 'double', nullable: true, default: null })
  priceAmount!: number | null;

  /** The currency of priceAmount; the lowest-price badge compares amounts of one currency. */
  @Column({ name: 'price_currency', type: 'varchar', length: 3, nullable: true, default: null })
  priceCurrency!: string | null;

  /** Id of the social-media post a deal was imported from; unique so a retried import adds nothing. */
  @Index('UQ_deals_source_post_id', { unique: true })
  @Column({ name: 'source_post_id', type: 'varchar', length: 191, nullable: true, default: null })
  sourcePostId!: string | null;

  /** When the deal went, or goes, public: a time still to come means it is scheduled. */
  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt!: Date;

  @Field()
  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt!: Date;
}
