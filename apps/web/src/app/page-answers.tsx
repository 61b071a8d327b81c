import type { PageAnswer } from '@deal-site/ssr-contract';
import type { DocumentNode, Kind } from 'graphql';
import { createContext, useContext } from 'react';

export type { PageAnswer };

const NO_ANSWERS: readonly PageAnswer[] = [];
const PageAnswersContext = createContext<readonly PageAnswer[]>(NO_ANSWERS);

/** The answers the page was rendered with: prefetched on the server, from the page's state in the browser. */
export const PageAnswersProvider = PageAnswersContext.Provider;

export function operationName(query: DocumentNode): string | undefined {
  for (const definition of query.definitions)
    // The kind's value rather than graphql's Kind object, which would bring graphql into the entry.
    if (definition.kind === ('OperationDefinition' as Kind.OPERATION_DEFINITION))
      return definition.name?.value;
  return undefined;
}

/** Whether two values of one query variable are the same; variables here are flat JSON values. */
export const sameVariableValue = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

// A missing variable and an undefined one are the same.
function sameVariables(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => sameVariableValue(a[name], b[name]));
}

/** The answer the page holds for this very query and these variables, if any. */
export function findPageAnswer(
  answers: readonly PageAnswer[],
  query: DocumentNode,
  variables: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const name = operationName(query);
  return answers.find(
    (answer) => answer.operationName === name && sameVariables(answer.variables, variables),
  )?.data;
}

export function usePageAnswers(): readonly PageAnswer[] {
  return useContext(PageAnswersContext);
}
