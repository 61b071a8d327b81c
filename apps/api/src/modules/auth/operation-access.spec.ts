import 'reflect-metadata';
import express, { Router } from 'express';
import { buildSchema as buildSdlSchema, graphql as execute } from 'graphql';
import { Authorized, buildSchema, Int, Mutation, Query, Resolver } from 'type-graphql';
import {
  graphqlOperations,
  refuseUndecidedOperations,
  REST_ROUTE_ACCESS,
  servedRestRoutes,
} from './operation-access';
import { authChecker, CuratorOnly } from './rights';

describe('GraphQL rights decisions', () => {
  it('reports, and refuses at run time, a root field that is neither public nor @CuratorOnly', async () => {
    const schema = buildSdlSchema(`
      type Query { deals: Int, secretStats: Int }
      type Mutation { login: Int, wipeEverything: Int }
    `);
    const undecided = graphqlOperations(schema, [])
      .filter((operation) => !operation.decision)
      .map((operation) => `${operation.rootType}.${operation.field}`);
    expect(undecided).toEqual(['Query.secretStats', 'Mutation.wipeEverything']);

    expect(refuseUndecidedOperations(schema, [])).toEqual(undecided);
    const result = await execute({
      schema,
      source: 'mutation { wipeEverything }',
      rootValue: { wipeEverything: () => 1 },
    });
    expect(result.errors?.[0].message).toMatch(/Mutation.wipeEverything has no rights decision/);
    expect(result.data).toEqual({ wipeEverything: null });
  });

  it('reads @CuratorOnly from type-graphql metadata, and rejects @Authorized without the curator role or a double decision', async () => {
    @Resolver()
    class ProbeResolver {
      @CuratorOnly()
      @Query(() => Int)
      guarded(): number {
        return 1;
      }

      @Authorized()
      @Query(() => Int)
      anySignedIn(): number {
        return 1;
      }

      @CuratorOnly()
      @Query(() => Int)
      me(): number {
        return 1;
      }

      @Mutation(() => Int)
      forgotten(): number {
        return 1;
      }
    }
    const schema = await buildSchema({ resolvers: [ProbeResolver], authChecker });
    const decisions = Object.fromEntries(
      graphqlOperations(schema, [ProbeResolver]).map((op) => [op.field, op.decision ?? op.problem]),
    );
    expect(decisions).toEqual({
      guarded: 'curator',
      anySignedIn: '@Authorized without Role.CURATOR',
      me: 'both public and @Authorized',
      forgotten: 'neither in PUBLIC_GRAPHQL_OPERATIONS nor @CuratorOnly()',
    });
  });
});

describe('REST route discovery', () => {
  it('finds every route, nested routers and mount paths included, so an undeclared one shows', () => {
    const feature = Router();
    feature.get('/deals', (_req, res) => res.end());
    feature.post('/deals/:id/secret-reset', (_req, res) => res.end());
    const nested = Router();
    nested.delete('/:id', (_req, res) => res.end());
    const api = Router();
    api.use(feature);
    api.use('/things', nested);
    const app = express();
    app.get('/healthz', (_req, res) => res.end());
    app.use('/api', api);

    const served = servedRestRoutes(app);
    expect(served).toEqual(['GET /deals', 'POST /deals/:id/secret-reset', 'DELETE /things/:id']);
    expect(served.filter((route) => !(route in REST_ROUTE_ACCESS))).toEqual([
      'POST /deals/:id/secret-reset',
      'DELETE /things/:id',
    ]);
  });
});
