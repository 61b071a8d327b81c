import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CuratorOnly } from '../../access/access';
import { ImportOverview, ImportResult, ImportTriggerKind } from './deal-import.types';
import type { DealImportService } from './deal-import.service';

@Resolver()
export class DealImportResolver {
  constructor(private readonly imports: DealImportService) {}

  @CuratorOnly()
  @Query(() => ImportOverview, { description: 'The import page, next run and last runs' })
  importOverview(): Promise<ImportOverview> {
    return this.imports.overview();
  }

  @CuratorOnly()
  @Mutation(() => String, { description: 'Saves the page ID or username the imports read' })
  saveImportPageId(@Arg('pageId') pageId: string): Promise<string> {
    return this.imports.savePageId(pageId);
  }

  @CuratorOnly()
  @Mutation(() => ImportResult, {
    description: 'Runs an import now, as GET /api/scheduled-import does, and answers its result',
  })
  runDealImport(
    @Arg('trigger', () => ImportTriggerKind) trigger: ImportTriggerKind,
  ): Promise<ImportResult> {
    return this.imports.runNow(trigger);
  }
}
