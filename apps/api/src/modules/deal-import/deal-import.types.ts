import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ImportTriggerKind {
  MANUAL = 'manual',
  SCHEDULE = 'schedule',
}
registerEnumType(ImportTriggerKind, {
  name: 'ImportTrigger',
  description: 'MANUAL: the Manual Import button; SCHEDULE: the hourly run (or Automated Import)',
});

@ObjectType({ description: 'What an import did' })
export class ImportResult {
  @Field(() => Int)
  imported!: number;

  @Field(() => Int)
  notImported!: number;

  @Field()
  message!: string;

  @Field({ description: 'False when the import was still running after the wait' })
  finished!: boolean;
}

@ObjectType({ description: 'A post that did not become a deal, and why' })
export class NotImportedPost {
  @Field()
  postId!: string;

  @Field()
  reason!: string;
}

@ObjectType({ description: 'One import run, as the history shows it' })
export class ImportRun {
  @Field(() => Int)
  id!: number;

  @Field(() => ImportTriggerKind)
  trigger!: ImportTriggerKind;

  @Field({ description: 'running, succeeded or failed' })
  status!: string;

  @Field()
  startedAt!: Date;

  @Field(() => Date, { nullable: true })
  finishedAt!: Date | null;

  @Field(() => Int)
  imported!: number;

  @Field(() => Int)
  notImported!: number;

  @Field({ description: 'The result, or the error that stopped the run' })
  message!: string;

  @Field(() => [NotImportedPost])
  notImportedPosts!: NotImportedPost[];
}

@ObjectType({ description: 'Import Management: the page, the schedule and the last runs' })
export class ImportOverview {
  @Field(() => String, {
    nullable: true,
    description: 'The page ID or username imports read (the saved one, else FACEBOOK_PAGE_ID)',
  })
  pageId!: string | null;

  @Field({ description: 'False while FACEBOOK_ACCESS_TOKEN is unset' })
  hasAccessToken!: boolean;

  @Field()
  nextRunAt!: Date;

  @Field(() => [ImportRun])
  runs!: ImportRun[];
}
