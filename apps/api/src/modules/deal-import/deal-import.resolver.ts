import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { CuratorOnly } from '../auth/access';
import { ImportOverview, ImportResult, ImportTriggerKind } from './deal-import.types';

@Resolver()
export class DealImportResolver {
  @CuratorOnly()
  @Query(() => ImportOverview, { description: 'The import page, next run and last runs' })
  importOverview(@Ctx() { services }: RequestContext): Promise<ImportOverview> {
    return services.imports.overview();
  }

  @CuratorOnly()
  @Mutation(() => String, { description: 'Saves the page ID or username the imports read' })
  saveImportPageId(
    @Arg('pageId') pageId: string,
    @Ctx() { services }: RequestContext,
  ): Promise<string> {
    return services.imports.savePageId(pageId);
  }

  @CuratorOnly()
  @Mutation(() => ImportResult, {
    description: 'Runs an import now, as GET /api/scheduled-import does, and answers its result',
  })
  runDealImport(
    @Arg('trigger', () => ImportTriggerKind) trigger: ImportTriggerKind,
    @Ctx() { services }: RequestContext,
  ): Promise<ImportResult> {
    return services.imports.runNow(trigger);
  }
}
