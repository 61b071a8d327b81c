import { Field, Int, ObjectType } from 'type-graphql';
import { DigestRun } from './digest-run.entity';

@ObjectType({ description: 'What a digest run did' })
export class DigestRunResult {
  @Field(() => Int, { description: 'Digests the mail server accepted' })
  sent!: number;

  @Field(() => Int, {
    description: 'Subscribers with no new deals, or who already had this digest',
  })
  skipped!: number;

  @Field(() => Int, { description: 'Digests refused or not delivered' })
  failed!: number;
}

@ObjectType({ description: 'E-mail subscriptions and digests, as the admin sees them' })
export class EmailDelivery {
  @Field({ description: 'False without SMTP_URL: nothing is sent' })
  mailConfigured!: boolean;

  @Field(() => Int)
  confirmedCount!: number;

  @Field(() => Int)
  pendingCount!: number;

  @Field(() => Int, { description: 'Paused after 3 permanent refusals in a row' })
  pausedCount!: number;

  @Field(() => Int, { description: 'Keyword, store and section alerts subscribers keep' })
  alertCount!: number;

  @Field(() => Int, { description: 'Subscribers with at least one alert' })
  alertSubscriberCount!: number;

  @Field(() => Int, { description: 'Instant alert e-mails sent in the last 24 hours' })
  alertMailsLastDay!: number;

  @Field(() => [DigestRun], { description: 'The last 10 runs, newest first' })
  recentRuns!: DigestRun[];
}
