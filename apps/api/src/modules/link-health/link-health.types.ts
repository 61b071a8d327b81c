import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Deal } from '../deal/deal.entity';
import { LinkCheckRunRow } from './link-check-run.entity';

/** The verdicts of @deal-site/link-health, as stored in link_checks.status. */
export enum LinkCheckStatus {
  OK = 'ok',
  BROKEN = 'broken',
  UNKNOWN = 'unknown',
  NOT_CHECKED = 'not-checked',
}
registerEnumType(LinkCheckStatus, {
  name: 'LinkCheckStatus',
  valuesConfig: {
    OK: { description: 'The page answers' },
    BROKEN: {
      description: '404 or 410, an unknown host, a redirect to the home page, or a refused address',
    },
    UNKNOWN: { description: 'No verdict this time (5xx, 429, a timeout): checked again next week' },
    NOT_CHECKED: {
      description: 'Never fetched: Amazon, Walmart and Target block automated checks',
    },
  },
});

@ObjectType({ description: "The latest check of a live deal's affiliate link" })
export class DealLinkCheck {
  @Field(() => Deal)
  deal!: Deal;

  @Field(() => LinkCheckStatus)
  status!: LinkCheckStatus;

  @Field(() => Int, { nullable: true, description: 'What the final address answered, if anything' })
  httpStatus!: number | null;

  @Field({
    description:
      'Why, for the admin: e.g. "404 Not Found", "redirects to the home page", "unknown host"',
  })
  reason!: string;

  @Field({ description: 'The last address the link led to, redirects included' })
  finalUrl!: string;

  @Field()
  checkedAt!: Date;
}

@ObjectType({ description: "The latest checks' verdicts over the live deals" })
export class LinkCheckCounts {
  @Field(() => Int)
  ok!: number;

  @Field(() => Int)
  broken!: number;

  @Field(() => Int)
  unknown!: number;

  @Field(() => Int)
  notChecked!: number;
}

@ObjectType({ description: "The link check, as the admin's Deal Health card shows it" })
export class LinkHealthOverview {
  @Field(() => LinkCheckCounts, {
    description:
      'Live deals by the verdict on their current link; deals not checked yet are left out',
  })
  counts!: LinkCheckCounts;

  @Field({ description: 'A check is running or waiting to run' })
  running!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the last complete run finished' })
  lastFinishedAt!: Date | null;

  @Field(() => LinkCheckRunRow, { nullable: true, description: 'The latest run, finished or not' })
  lastRun!: LinkCheckRunRow | null;

  @Field({ description: 'The next weekly run (Mondays 04:00 in SITE_TIMEZONE)' })
  nextRunAt!: Date;
}

@ObjectType({ description: 'What "Check links now" did' })
export class LinkCheckRequest {
  @Field({ description: 'False when a check was already running or queued: that one goes on' })
  started!: boolean;

  @Field()
  message!: string;
}
