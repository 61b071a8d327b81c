import { buildSchema, execute, parse, type GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../graphql-kit/request-context';
import type { Deal } from './deal.entity';
import { prepareDealList, selectedItemFields, type DealListPreparer } from './deal-list-preparer';

const schema = buildSchema(`
  type Store { slug: String name: String }
  type Deal { id: ID title: String store: Store lowestPostedPrice: Boolean }
  type DealPage { total: Int items: [Deal] }
  type Query { deals: DealPage }
`);

/** The resolve info the `deals` field gets for this document. */
function infoOf(document: string): GraphQLResolveInfo {
  let seen: GraphQLResolveInfo | undefined;
  const result = execute({
    schema,
    document: parse(document),
    rootValue: {
      deals: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
        seen = info;
        return null;
      },
    },
  });
  if ('errors' in result && result.errors) throw result.errors[0];
  return seen!;
}

describe('selectedItemFields', () => {
  it("names the items' fields, through named and inline fragments, and nothing of the page's own", () => {
    const info = infoOf(`
      query Home { deals { total ...Page } }
      fragment Page on DealPage { items { id ...Card ... on Deal { store { slug } } } }
      fragment Card on Deal { title lowestPostedPrice }
    `);
    expect([...selectedItemFields(info)].sort()).toEqual([
      'id',
      'lowestPostedPrice',
      'store',
      'title',
    ]);
  });

  it('names nothing for a query that asks for no items', () => {
    expect(selectedItemFields(infoOf('{ deals { total } }')).size).toBe(0);
  });
});

describe('prepareDealList', () => {
  const deals = [{ id: 1 }] as Deal[];
  const context = {} as RequestContext;
  const preparer = (field: string, prepared: string[]): DealListPreparer => ({
    fields: [field],
    prepare: async () => {
      prepared.push(field);
    },
  });

  it('runs only the preparers whose fields the items select', async () => {
    const prepared: string[] = [];
    const preparers = [preparer('store', prepared), preparer('lowestPostedPrice', prepared)];
    await prepareDealList(
      preparers,
      deals,
      context,
      infoOf('{ deals { items { store { name } } } }'),
    );
    expect(prepared).toEqual(['store']);
  });

  it('runs none for an empty list', async () => {
    const prepared: string[] = [];
    await prepareDealList(
      [preparer('store', prepared)],
      [],
      context,
      infoOf('{ deals { items { store { name } } } }'),
    );
    expect(prepared).toEqual([]);
  });
});
