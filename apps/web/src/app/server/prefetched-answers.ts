import type { OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';

/** A route query's answer, executed before the render (see entry-server's prefetch). */
export interface PrefetchedAnswer {
  query: DocumentNode;
  variables: OperationVariables;
  data: Record<string, unknown>;
}

// Variables here are flat JSON values; a missing variable and an undefined one are the same.
function sameVariables(a: OperationVariables, b: OperationVariables): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => JSON.stringify(a[name]) === JSON.stringify(b[name]));
}

/** The data prefetched for this very document and these variables, if any. */
export function prefetchedData(
  answers: readonly PrefetchedAnswer[],
  query: DocumentNode,
  variables: OperationVariables | undefined,
): Record<string, unknown> | undefined {
  return answers.find(
    (answer) => answer.query === query && sameVariables(answer.variables, variables ?? {}),
  )?.data;
}
