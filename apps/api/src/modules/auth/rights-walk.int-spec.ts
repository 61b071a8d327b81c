import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLObjectType,
  type GraphQLInputType,
} from 'graphql';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { buildAppSchema } from '../../graphql/schema';
import type { DeclaredRoute } from '../../rest-kit/declared-routes';
import { rootOperations, type RootOperation } from '../../access/access';

/*
 * The rights walk reads the declarations: every GraphQL root field (@Public / @CuratorOnly on the
 * resolver) and every REST route (`config.access`) carries an access value, and every curator one
 * must refuse an anonymous request (401 / UNAUTHENTICATED) and a visitor account (403 / FORBIDDEN)
 * without changing anything.
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
  rootType: string,
  field: string,
  args: readonly GraphQLArgument[],
  returnsComposite: boolean,
): string {
  const required = args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const argumentList = required.length
    ? `(${required.map((arg) => `${arg.name}: ${literalFor(arg.type)}`).join(', ')})`
    : '';
  return `${rootType.toLowerCase()} { ${field}${argumentList}${returnsComposite ? ' { __typename }' : ''} }`;
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
  let operations: RootOperation[];
  let documents: Map<string, string>;
  let routes: DeclaredRoute[];

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curatorCookie = await signedInAs(testApp.app, 'the.curator');
    visitorCookie = await signedInAs(testApp.app, 'a.visitor');
    // Something for a mutation to change, were it let through.
    await insertDeal(testApp.dataSource, { title: 'Walk target' });

    const schema = await buildAppSchema();
    operations = rootOperations(schema);
    documents = new Map(
      operations.map(({ name }) => {
        const [rootType, fieldName] = name.split('.');
        const root = schema.getType(rootType) as GraphQLObjectType;
        const field = root.getFields()[fieldName];
        const composite = isCompositeType(getNamedType(field.type));
        return [name, operationDocument(rootType, fieldName, field.args, composite)];
      }),
    );
    routes = testApp.fastify.declaredRoutes;
  });

  afterAll(() => testApp.close());

  const curatorOperations = () => operations.filter(({ access }) => access === 'curator');
  const curatorRoutes = () => routes.filter(({ access }) => access === 'curator');

  describe('GraphQL', () => {
    it('gives every query, mutation and subscription a rights decision', () => {
      const undecided = operations.filter(({ access }) => !access).map(({ name }) => name);
      expect(undecided).toEqual([]);
    });

    it('has curator operations to walk', () => {
      expect(curatorOperations().map(({ name }) => name)).toContain('Query.users');
    });

    it('refuses every curator operation to an anonymous request and to a visitor, changing nothing', async () => {
      const before = await snapshot(testApp.dataSource);
      const outcomes: string[] = [];
      for (const { name } of curatorOperations()) {
        const field = name.split('.')[1];
        const document = documents.get(name)!;
        for (const [who, cookie, expected] of [
          ['anonymous', undefined, 'UNAUTHENTICATED'],
          ['visitor', visitorCookie, 'FORBIDDEN'],
        ] as const) {
          const response = await graphql(testApp.app, document, {}, cookie);
          const code = response.body.errors?.[0]?.extensions?.code as string | undefined;
          const data = response.body.data?.[field] ?? null;
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
      for (const { name } of curatorOperations().filter((op) => op.name.startsWith('Query.'))) {
        const response = await graphql(testApp.app, documents.get(name)!, {}, curatorCookie);
        const code = response.body.errors?.[0]?.extensions?.code;
        expect([name, code]).not.toEqual([name, 'UNAUTHENTICATED']);
        expect([name, code]).not.toEqual([name, 'FORBIDDEN']);
      }
    });
  });

  describe('REST', () => {
    it('lists every REST route with the access it declares', () => {
      expect(routes.length).toBeGreaterThan(10);
      expect(routes.filter(({ access }) => access !== 'public' && access !== 'curator')).toEqual(
        [],
      );
    });

    it('has curator routes to walk', () => {
      expect(curatorRoutes().map(({ method, url }) => `${method} ${url}`)).toContain(
        'GET /api/users',
      );
    });

    it('refuses every curator route to an anonymous request (401) and to a visitor (403), changing nothing', async () => {
      const before = await snapshot(testApp.dataSource);
      for (const { method, url } of curatorRoutes()) {
        const route = `${method} ${url}`;
        const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
        for (const [who, cookie, expected] of [
          ['anonymous', undefined, 401],
          ['visitor', visitorCookie, 403],
        ] as const) {
          const call = request(testApp.app)[verb](samplePath(url));
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
