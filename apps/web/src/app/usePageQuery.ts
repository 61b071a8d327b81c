import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useApolloClientAccess } from './apollo-client-access';
import { findPageAnswer, usePageAnswers } from './page-answers';

export interface PageQueryState<Data> {
  data: Data | undefined;
  /** While other variables load, the data shown before them. */
  previousData: Data | undefined;
  loading: boolean;
  error: unknown;
}

interface Settled<Data> {
  variablesKey: string;
  data?: Data;
  error?: unknown;
}

/**
 * A public page's query. The answer the page was rendered with is used as it is, on the server
 * and while the browser hydrates, so hydration reads nothing out of Apollo's normalised cache (on
 * a phone that read of the home page's 60 deals was the largest task of the page load). Other
 * variables are asked for through Apollo's client (its cache first, as `useQuery` would); nothing
 * is watched, so later cache writes do not re-render the page: public pages make none.
 */
export function usePageQuery<Data, Variables extends OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): PageQueryState<Data> {
  const apollo = useApolloClientAccess();
  const fromPage = findPageAnswer(usePageAnswers(), query, variables) as Data | undefined;
  const variablesKey = JSON.stringify(variables);
  const [settled, setSettled] = useState<Settled<Data> | null>(null);
  const current: Settled<Data> | undefined = fromPage
    ? { variablesKey, data: fromPage }
    : settled?.variablesKey === variablesKey
      ? settled
      : undefined;
  const answered = current !== undefined;

  // Storing what the last render showed, the way React documents for values from earlier renders.
  const [shown, setShown] = useState<Data | undefined>(current?.data);
  if (current?.data !== undefined && current.data !== shown) setShown(current.data);

  useEffect(() => {
    if (answered) return;
    let active = true;
    apollo
      .load()
      .then((client) => client.query({ query, variables: JSON.parse(variablesKey) as Variables }))
      .then(
        ({ data }) => {
          if (active) setSettled({ variablesKey, data });
        },
        (error: unknown) => {
          if (active) setSettled({ variablesKey, error });
        },
      );
    return () => {
      active = false;
    };
  }, [answered, apollo, query, variablesKey]);

  return {
    data: current?.data,
    previousData: current ? undefined : shown,
    loading: !answered,
    error: current?.error,
  };
}
