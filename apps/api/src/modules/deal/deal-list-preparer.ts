import { Kind, type GraphQLResolveInfo, type SelectionNode } from 'graphql';
import type { RequestContext } from '../../graphql-kit/request-context';
import type { Deal } from './deal.entity';

/**
 * Reads another module makes for a whole list of deals before their fields resolve (store names,
 * price histories), so that each card's field answers at once: a promise per card made graphql
 * finish every card of the list as a promise of its own.
 */
export interface DealListPreparer {
  /** The Deal fields it serves: it runs only for a list whose items select one of them. */
  readonly fields: readonly string[];
  prepare(deals: readonly Deal[], context: RequestContext): Promise<void>;
}

/**
 * The fields a list query selects on its `items`, through fragments; @include and @skip are not
 * weighed, so a field they leave out may still be counted (a read made for nothing, never missed).
 */
export function selectedItemFields(info: GraphQLResolveInfo): Set<string> {
  const fields = new Set<string>();
  const visit = (selections: readonly SelectionNode[], inItems: boolean): void => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        if (inItems) fields.add(selection.name.value);
        else if (selection.name.value === 'items' && selection.selectionSet)
          visit(selection.selectionSet.selections, true);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet.selections, inItems);
      } else {
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet.selections, inItems);
      }
    }
  };
  for (const node of info.fieldNodes)
    if (node.selectionSet) visit(node.selectionSet.selections, false);
  return fields;
}

/** Runs the preparers the list's selection needs, side by side. */
export async function prepareDealList(
  preparers: readonly DealListPreparer[],
  deals: readonly Deal[],
  context: RequestContext,
  info: GraphQLResolveInfo,
): Promise<void> {
  if (preparers.length === 0 || deals.length === 0) return;
  const selected = selectedItemFields(info);
  await Promise.all(
    preparers
      .filter((preparer) => preparer.fields.some((field) => selected.has(field)))
      .map((preparer) => preparer.prepare(deals, context)),
  );
}
