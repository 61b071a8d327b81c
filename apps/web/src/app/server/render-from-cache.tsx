import { getApolloContext } from '@apollo/client/react';
import { type HookWrappers, wrapperSymbol } from '@apollo/client/react/internal';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * Renders `tree` once to HTML, its queries answered from the Apollo cache alone. Returns null when
 * a query found its data missing there (it would render as loading): the page needs the render
 * that fetches data instead.
 */
export async function renderFromCache(tree: ReactNode): Promise<string | null> {
  let complete = true;
  const ApolloContext = getApolloContext();
  // The hook wrapper Apollo's own render loop uses to see each query a render runs.
  const wrappers: HookWrappers = {
    useQuery: (original) => (query, options) => {
      const result = original(query, options);
      if (result.loading) complete = false;
      return result;
    },
  };
  const { prelude } = await prerenderToNodeStream(
    <ApolloContext.Provider value={{ [wrapperSymbol]: wrappers }}>{tree}</ApolloContext.Provider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return complete ? Buffer.concat(chunks).toString('utf8') : null;
}
