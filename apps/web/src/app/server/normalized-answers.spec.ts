import { parse } from 'graphql';
import {
  DealDetailQuery,
  DealListQuery,
  HomeDealsQuery,
} from '../../features/deals/graphql/deals.query';
import { createCache } from '../apollo';
import { normalizedAnswers } from './normalized-answers';
import type { PrefetchedAnswer } from './prefetched-answers';

/** What Apollo's own cache holds after writing the answers, the state the browser restores. */
function apolloState(answers: PrefetchedAnswer[]) {
  const cache = createCache(false);
  for (const answer of answers) cache.writeQuery(answer);
  return cache.extract();
}

// As the server executes them: with `__typename` on every object, as the cache asks.
function deal(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Deal',
    id: String(id),
    title: `Cordless drill ${id}`,
    description: id % 2 ? null : 'Brushless, "two" batteries — été',
    price: id % 3 ? '$49.99' : null,
    percentOff: id % 3 ? 40 : null,
    affiliateLink: `https://shop.example/p/${id}?tag=x&ref="y"`,
    imageUrl: id % 2 ? null : `/images/${id}.webp`,
    clicks: id * 7,
    createdAt: `2026-11-2${id % 3}T10:00:00.000Z`,
    ...overrides,
  };
}

const page = (items: unknown[], averageClicks?: number) => ({
  __typename: 'DealPage',
  total: items.length + 3,
  ...(averageClicks === undefined ? {} : { averageClicks }),
  items,
});

const homeAnswer = (
  variables: PrefetchedAnswer['variables'],
  today: unknown[],
  yesterday: unknown[],
) => ({
  query: HomeDealsQuery,
  variables,
  data: { today: page(today, 12.5), yesterday: page(yesterday) },
});

describe('normalizedAnswers', () => {
  it("builds the state Apollo's cache holds after writing a home page answer", () => {
    const answer = homeAnswer(
      { search: null, sort: 'NEWEST', limit: 30 },
      [1, 2, 3, 4, 5, 6].map((id) => deal(id)),
      [7, 8, 9].map((id) => deal(id)),
    );

    expect(normalizedAnswers([answer])).toEqual(apolloState([answer]));
  });

  it('keys fields by their arguments, a searched and sorted page as well as empty sections', () => {
    const answer = homeAnswer({ search: 'drill "pro" été', sort: 'POPULAR', limit: 30 }, [], []);

    expect(normalizedAnswers([answer])).toEqual(apolloState([answer]));
  });

  it('merges a deal met twice into one entity, as the cache does', () => {
    const answer = homeAnswer(
      { search: null, sort: 'OLDEST', limit: 30 },
      [deal(1), deal(2)],
      [deal(2), deal(3)],
    );
    const state = normalizedAnswers([answer]);

    expect(state).toEqual(apolloState([answer]));
    expect(Object.keys(state ?? {}).filter((id) => id.startsWith('Deal:'))).toHaveLength(3);
  });

  it('writes several answers, of other queries too, into one state', () => {
    const answers = [
      homeAnswer({ search: null, sort: 'NEWEST', limit: 30 }, [deal(1)], [deal(2)]),
      { query: DealDetailQuery, variables: { id: '1' }, data: { deal: deal(1, { clicks: 99 }) } },
      {
        query: DealListQuery,
        variables: { category: 'FASHION', search: null, sort: 'NEWEST', limit: 30, offset: 0 },
        data: { deals: page([deal(11), deal(12)], 3) },
      },
    ];

    expect(normalizedAnswers(answers)).toEqual(apolloState(answers));
  });

  it('keeps a null answer for a missing deal', () => {
    const answer = { query: DealDetailQuery, variables: { id: '404' }, data: { deal: null } };

    expect(normalizedAnswers([answer])).toEqual(apolloState([answer]));
  });

  it('declines (null) what it does not write as Apollo would, so the caller lets Apollo write it', () => {
    const withDirective = parse(
      'query A($on: Boolean!) { deal(id: "1") @include(if: $on) { id } }',
    );
    const onInterface = parse('query B { node { ... on Node { id } } }');
    const unkeyedId = parse('query C { viewer { id } }');

    expect(
      normalizedAnswers([
        { query: withDirective, variables: { on: true }, data: { deal: deal(1) } },
      ]),
    ).toBeNull();
    expect(
      normalizedAnswers([
        { query: onInterface, variables: {}, data: { node: { __typename: 'Deal', id: '1' } } },
      ]),
    ).toBeNull();
    expect(
      normalizedAnswers([
        { query: unkeyedId, variables: {}, data: { viewer: { __typename: 'User', id: '1' } } },
      ]),
    ).toBeNull();
  });
});
