import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { parse } from 'graphql';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { findPageAnswer, PageAnswersProvider, type PageAnswer } from './page-answers';
import { usePageQuery } from './usePageQuery';

// A plain string, not a gql tag: codegen checks tagged documents against the site's schema.
const GreetingQuery = parse(
  'query Greeting($name: String!, $mood: String) { greeting(name: $name) }',
);

function Greeting({ name }: { name: string }) {
  const { data, loading, error } = usePageQuery<{ greeting: string }, { name: string }>(
    GreetingQuery,
    { name },
  );
  return <p>{loading ? 'Loading…' : error ? 'Failed' : data?.greeting}</p>;
}

function render(name: string, answers: PageAnswer[]) {
  const requests: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push(operation.operationName ?? '');
        observer.next({ data: { greeting: 'Hello from the network' } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const html = renderToString(
    <ApolloProvider client={client}>
      <PageAnswersProvider value={answers}>
        <Greeting name={name} />
      </PageAnswersProvider>
    </ApolloProvider>,
  );
  return { html, requests, cache: client.extract() };
}

const adaAnswer: PageAnswer = {
  operationName: 'Greeting',
  variables: { name: 'Ada' },
  data: { greeting: 'Hello, Ada' },
};

describe('usePageQuery', () => {
  it("renders the page's answer as it is, without Apollo's cache or the network", () => {
    const { html, requests, cache } = render('Ada', [adaAnswer]);

    expect(html).toBe('<p>Hello, Ada</p>');
    expect(requests).toEqual([]);
    expect(cache).toEqual({});
  });

  it('is loading, not answered, when the page holds no answer for these variables', () => {
    const { html, requests } = render('Grace', [adaAnswer]);

    expect(html).toBe('<p>Loading…</p>');
    // A render on the server runs no effects: the browser asks after hydration.
    expect(requests).toEqual([]);
  });

  it("never takes another operation's answer", () => {
    const { html } = render('Ada', [{ ...adaAnswer, operationName: 'Farewell' }]);

    expect(html).toBe('<p>Loading…</p>');
  });
});

describe('findPageAnswer', () => {
  it('treats a missing variable and an undefined or absent one alike, and a null one apart', () => {
    const answers = [{ ...adaAnswer, variables: { name: 'Ada', mood: undefined } }];

    expect(findPageAnswer(answers, GreetingQuery, { name: 'Ada' })).toBe(adaAnswer.data);
    expect(findPageAnswer(answers, GreetingQuery, { name: 'Ada', mood: null })).toBeUndefined();
    expect(findPageAnswer(answers, GreetingQuery, { name: 'Ada', mood: 'glad' })).toBeUndefined();
  });
});
