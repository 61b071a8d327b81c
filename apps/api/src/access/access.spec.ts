import 'reflect-metadata';
import { graphql as execute, specifiedRules, validate, parse } from 'graphql';
import { buildSchema, Int, Mutation, Query, Resolver } from 'type-graphql';
import { undeclaredAccessRule } from '../graphql/undeclared-access-rule';
import { CuratorOnly, Public, rootOperations } from './access';
import { authChecker } from '../graphql-kit/auth-checker';

@Resolver()
class ProbeResolver {
  @Public()
  @Query(() => Int)
  openCount(): number {
    return 1;
  }

  @CuratorOnly()
  @Query(() => Int)
  curatorCount(): number {
    return 2;
  }

  @Query(() => Int)
  forgottenCount(): number {
    return 3;
  }

  @Mutation(() => Int)
  wipeEverything(): number {
    return 4;
  }
}

const probeSchema = () => buildSchema({ resolvers: [ProbeResolver], authChecker });

describe('declared access', () => {
  it('puts each declaration on its schema field, and nothing on an undeclared one', async () => {
    expect(rootOperations(await probeSchema())).toEqual([
      { name: 'Query.openCount', access: 'public' },
      { name: 'Query.curatorCount', access: 'curator' },
      { name: 'Query.forgottenCount', access: undefined },
      { name: 'Mutation.wipeEverything', access: undefined },
    ]);
  });

  it('refuses an operation that selects an undeclared root field, before anything runs', async () => {
    const schema = await probeSchema();
    const refused = validate(schema, parse('mutation { wipeEverything }'), [
      ...specifiedRules,
      undeclaredAccessRule,
    ]);
    expect(refused.map((error) => error.message)).toEqual([
      'Mutation.wipeEverything has no rights decision and is refused',
    ]);
    const declared = validate(schema, parse('{ openCount curatorCount __typename }'), [
      undeclaredAccessRule,
    ]);
    expect(declared).toEqual([]);
  });

  it('enforces @CuratorOnly: an anonymous caller gets UNAUTHENTICATED', async () => {
    const result = await execute({
      schema: await probeSchema(),
      source: '{ curatorCount }',
      contextValue: { user: null },
    });
    expect(result.errors?.[0].originalError).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(result.data).toBeNull();
  });
});
