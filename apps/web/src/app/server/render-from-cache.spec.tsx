import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { GreetingQuery, greetingLink } from '../testing/greeting-link';
import { LOADED_NOW, renderFromCache } from './render-from-cache';

function Greeting() {
  const { data, loading } = useQuery<{ greeting: string }>(GreetingQuery, {
    variables: { name: 'Ada' },
  });
  return <p>{loading ? 'Loading…' : data?.greeting}</p>;
}

function SkippedGreeting() {
  const { data, loading, networkStatus, dataState } = useQuery<{ greeting: string }>(
    GreetingQuery,
    { variables: { name: 'Ada' }, skip: true },
  );
  return (
    <p>
      {`loading=${loading} data=${data?.greeting ?? 'none'} state=${dataState} status=${networkStatus}`}
    </p>
  );
}

/**
 * Renders a paragraph through renderFromCache in a fresh Node process (jest's own turns async hooks
 * on) and tells whether async hooks track promises before and after: only then does a promise
 * callback run under an async id.
 */
function promisesTrackedAroundRender(): { before: boolean; html: string; after: boolean } {
  const script = `
    const { executionAsyncId } = require('node:async_hooks');
    const { createElement } = require('react');
    const { renderFromCache } = require(${JSON.stringify(join(__dirname, 'render-from-cache.tsx'))});
    const tracked = () => Promise.resolve().then(() => executionAsyncId() !== 0);
    (async () => {
      const before = await tracked();
      const html = await renderFromCache(createElement('p', null, 'Hello'));
      process.stdout.write(JSON.stringify({ before, html, after: await tracked() }));
    })();`;
  const output = execFileSync(
    process.execPath,
    ['--require', require.resolve('@swc-node/register'), '-e', script],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SWC_NODE_PROJECT: join(__dirname, '../../../tsconfig.json'),
      },
      encoding: 'utf8',
    },
  );
  return JSON.parse(output);
}

function setup(Component = Greeting) {
  const { link, requests } = greetingLink();
  const client = new ApolloClient({ cache: new InMemoryCache(), link, ssrMode: true });
  const tree = (
    <ApolloProvider client={client}>
      <Component />
    </ApolloProvider>
  );
  return { client, requests, tree };
}

describe('renderFromCache', () => {
  it('renders once from the data already in the cache, without asking the network', async () => {
    const { client, requests, tree } = setup();
    client.writeQuery({
      query: GreetingQuery,
      variables: { name: 'Ada' },
      data: { greeting: 'Hello, Ada' },
    });

    expect(await renderFromCache(tree)).toBe('<p>Hello, Ada</p>');
    expect(requests).toEqual([]);
  });

  it('leaves async hooks off, so later requests of the process do not pay for them', () => {
    expect(promisesTrackedAroundRender()).toEqual({
      before: false,
      html: '<p>Hello</p>',
      after: false,
    });
  });

  it('waits for a part whose code is still loading, as after a start, and asks for a new render', async () => {
    const LoadedLater = lazy(() => Promise.resolve({ default: () => <p>Loaded</p> }));
    const tree = (
      <Suspense fallback={<p>Loading code</p>}>
        <LoadedLater />
      </Suspense>
    );

    expect(await renderFromCache(tree)).toBe(LOADED_NOW);
    expect(await renderFromCache(tree)).toBe('<!--$--><p>Loaded</p><!--/$-->');
  });

  it('answers the one pass as it came out when told not to wait for code', async () => {
    const NeverLoaded = lazy(() => new Promise<never>(() => undefined));
    const tree = (
      <Suspense fallback={<p>Loading code</p>}>
        <NeverLoaded />
      </Suspense>
    );

    const html = await renderFromCache(tree, { waitForCode: false });

    expect(html).toContain('<!--$!-->');
    expect(html).toContain('<p>Loading code</p>');
  });

  it('gives up (null) when a query finds its data missing, rather than a loading page', async () => {
    const { client, requests, tree } = setup();
    client.writeQuery({
      query: GreetingQuery,
      variables: { name: 'Grace' },
      data: { greeting: 'Hello, Grace' },
    });

    expect(await renderFromCache(tree)).toBeNull();
    expect(requests).toEqual([]);
  });

  it('renders a skipped query as Apollo does, without setting it up or asking the network', async () => {
    const { requests, tree } = setup(SkippedGreeting);
    const asApolloRendersIt = renderToString(tree);

    expect(asApolloRendersIt).toContain('loading=false data=none');
    expect(await renderFromCache(tree)).toBe(asApolloRendersIt);
    expect(requests).toEqual([]);
  });
});
