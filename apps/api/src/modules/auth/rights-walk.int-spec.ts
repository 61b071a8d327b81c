import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { buildAppSchema, resolvers } from '../../graphql/schema';
import {
  graphqlOperations,
  MODE_DEPENDENT_ROUTES,
  PUBLIC_GRAPHQL_OPERATIONS,
  REST_ROUTE_ACCESS,
  ROOT_TYPES,
  servedRestRoutes,
  type GraphQLOperation,
} from './operation-access';

/*
 * The rights walk: every GraphQL root field and every REST route under /api must carry a decision
 * (public or curator), and every curator one must refuse an anonymous request (401 /
 * UNAUTHENTICATED) and a visitor account (403 / FORBIDDEN) without changing anything.
 */

const SCALAR_LITERALS: Record<string, string> = {
  Int: '1',
  Float: '1.5',
  String: '"x"',
  Boolean: 'false',
  ID: '"1"',
  DateTimeISO: '"2026-01-01T00:00:00.000Z"',
};

/** A literal of the given input type, valid enough to pass GraphQL validation and reach the resolver. */
function literalFor(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literalFor(type.ofType);
  if (isListType(type)) return `[${literalFor(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return `{ ${fields.map((field) => `${field.name}: ${literalFor(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    const literal = SCALAR_LITERALS[type.name];
    if (!literal) throw new Error(`rights walk: add a sample literal for scalar ${type.name}`);
    return literal;
  }
  throw new Error(`rights walk: unexpected input type ${String(type)}`);
}

function operationDocument(
  operation: GraphQLOperation,
  args: readonly GraphQLArgument[],
  returnsComposite: boolean,
): string {
  const required = args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const argumentList = required.length
    ? `(${required.map((arg) => `${arg.name}: ${literalFor(arg.type)}`).join(', ')})`
    : '';
  const keyword =
    operation.rootType === 'Query'
      ? 'query'
      : operation.rootType === 'Mutation'
        ? 'mutation'
        : 'subscription';
  return `${keyword} { ${operation.field}${argumentList}${returnsComposite ? ' { __typename }' : ''} }`;
}

/** Every row of every entity table, to prove a refused request changed nothing. */
async function snapshot(dataSource: DataSource): Promise<string> {
  const tables = await Promise.all(
    dataSource.entityMetadatas.map(async (metadata) => [
      metadata.tableName,
      await dataSource.getRepository(metadata.target).find(),
    ]),
  );
  return JSON.stringify(tables);
}

function samplePath(path: string): string {
  return path.replace(/[{}]/g, '').replace(/:\w+/g, '1').replace(/\*\w+/g, 'x');
}

describe.each(DIALECTS)('rights walk on %s', (dialect) => {
  let testApp: TestApp;
  let visitorCookie: string;
  let curatorCookie: string;
  let operations: GraphQLOperation[];
  let documents: Map<string, string>;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curatorCookie = await signedInAs(testApp.app, 'the.curator');
    visitorCookie = await signedInAs(testApp.app, 'a.visitor');
    // Something for a mutation to change, were it let through.
    await insertDeal(testApp.dataSource, { title: 'Walk target' });

    const schema = await buildAppSchema();
    operations = graphqlOperations(schema, resolvers);
    documents = new Map(
      operations.map((operation) => {
        const root =
          operation.rootType === 'Query'
            ? schema.getQueryType()
            : operation.rootType === 'Mutation'
              ? schema.getMutationType()
              : schema.getSubscriptionType();
        const field = root!.getFields()[operation.field];
        const composite = isCompositeType(getNamedType(field.type));
        return [
          `${operation.rootType}.${operation.field}`,
          operationDocument(operation, field.args, composite),
        ];
      }),
    );
  });

  afterAll(() => testApp.close());

  const curatorOperations = () =>
    operations.filter((operation) => operation.decision === 'curator');
  const curatorRoutes = () =>
    Object.entries(REST_ROUTE_ACCESS)
      .filter(([, access]) => access === 'curator')
      .map(([route]) => route);

  describe('GraphQL', () => {
    it('gives every query, mutation and subscription a rights decision', () => {
      const undecided = operations
        .filter((operation) => !operation.decision)
        .map((operation) => `${operation.rootType}.${operation.field}: ${operation.problem}`);
      expect(undecided).toEqual([]);
    });

    it('lists only operations that exist as public', () => {
      const existing = new Set(
        operations.map((operation) => `${operation.rootType}.${operation.field}`),
      );
      const stale = ROOT_TYPES.flatMap((rootType) =>
        PUBLIC_GRAPHQL_OPERATIONS[rootType].map((field) => `${rootType}.${field}`),
      ).filter((name) => !existing.has(name));
      expect(stale).toEqual([]);
    });

    it('has curator operations to walk', () => {
      expect(curatorOperations().map((operation) => operation.field)).toContain('users');
    });

    it('refuses every curator operation to an anonymous request and to a visitor, changing nothing', async () => {
      const before = await snapshot(testApp.dataSource);
      const outcomes: string[] = [];
      for (const operation of curatorOperations()) {
        const name = `${operation.rootType}.${operation.field}`;
        const document = documents.get(name)!;
        for (const [who, cookie, expected] of [
          ['anonymous', undefined, 'UNAUTHENTICATED'],
          ['visitor', visitorCookie, 'FORBIDDEN'],
        ] as const) {
          const response = await graphql(testApp.app, document, {}, cookie);
          const code = response.body.errors?.[0]?.extensions?.code as string | undefined;
          const data = response.body.data?.[operation.field] ?? null;
          outcomes.push(
            `${name} as ${who}: ${code ?? 'no error'}${data === null ? '' : ', returned data'}`,
          );
          expect(`${name} as ${who}: ${code}`).toBe(`${name} as ${who}: ${expected}`);
          expect(data).toBeNull();
        }
      }
      expect(outcomes.length).toBe(curatorOperations().length * 2);
      expect(await snapshot(testApp.dataSource)).toBe(before);
    });

    it('lets the curator through the rights check of every curator query', async () => {
      for (const operation of curatorOperations().filter((op) => op.rootType === 'Query')) {
        const response = await graphql(
          testApp.app,
          documents.get(`Query.${operation.field}`)!,
          {},
          curatorCookie,
        );
        const code = response.body.errors?.[0]?.extensions?.code;
        expect([operation.field, code]).not.toEqual([operation.field, 'UNAUTHENTICATED']);
        expect([operation.field, code]).not.toEqual([operation.field, 'FORBIDDEN']);
      }
    });
  });

  describe('REST', () => {
    it('gives every route under /api a rights decision', () => {
      const undeclared = servedRestRoutes(testApp.app).filter(
        (route) => !(route in REST_ROUTE_ACCESS),
      );
      expect(undeclared).toEqual([]);
    });

    it('declares only routes that exist', () => {
      const served = new Set(servedRestRoutes(testApp.app));
      const stale = Object.keys(REST_ROUTE_ACCESS).filter(
        (route) => !served.has(route) && !MODE_DEPENDENT_ROUTES.includes(route),
      );
      expect(stale).toEqual([]);
    });

    it('has curator routes to walk', () => {
      expect(curatorRoutes()).toContain('GET /users');
    });

    it('refuses every curator route to an anonymous request (401) and to a visitor (403), changing nothing', async () => {
      const before = await snapshot(testApp.dataSource);
      for (const route of curatorRoutes()) {
        const [method, path] = route.split(' ');
        const verb = (method === 'ALL' ? 'post' : method.toLowerCase()) as
          'get' | 'post' | 'put' | 'patch' | 'delete';
        for (const [who, cookie, expected] of [
          ['anonymous', undefined, 401],
          ['visitor', visitorCookie, 403],
        ] as const) {
          const call = request(testApp.app)[verb](`/api${samplePath(path)}`);
          if (cookie) call.set('Cookie', cookie);
          const response =
            verb === 'get' ? await call : await call.send({ title: 'changed', id: 1 });
          expect(`${route} as ${who}: ${response.status}`).toBe(`${route} as ${who}: ${expected}`);
          expect(typeof response.body.message).toBe('string');
        }
      }
      expect(await snapshot(testApp.dataSource)).toBe(before);
    });
  });
});
