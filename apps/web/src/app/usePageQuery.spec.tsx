import { ApolloClient, InMemoryCache } from '@apollo/client';
import { renderToString } from 'react-dom/server';
import { ApolloClientAccessProvider, readyApolloClient } from './apollo-client-access';
import { findPageAnswer, PageAnswersProvider, type PageAnswer } from './page-answers';
import { GreetingQuery, greetingLink } from './testing/greeting-link';
import { usePageQuery } from './usePageQuery';

function Greeting({ name }: { name: string }) {
  const { data, loading, error } = usePageQuery<{ greeting: string }, { name: string }>(
    GreetingQuery,
    { name },
  );
  return <p>{loading ? 'Loading…' : error ? 'Failed' : data?.greeting}</p>;
}

function render(name: string, answers: PageAnswer[]) {
  const { link, requests } = greetingLink();
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const html = renderToString(
    <ApolloClientAccessProvider value={readyApolloClient(client)}>
      <PageAnswersProvider value={answers}>
        <Greeting name={name} />
      </PageAnswersProvider>
    </ApolloClientAccessProvider>,
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
