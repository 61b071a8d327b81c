import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { refuseUndecidedOperations } from '../modules/auth/operation-access';
import { authChecker } from '../modules/auth/rights';
import { DealResolver } from '../modules/deal/deal.resolver';
import { UserResolver } from '../modules/user/user.resolver';

export const resolvers = [DealResolver, AuthResolver, UserResolver] as const;

export async function buildAppSchema(
  options: { emitSchemaFile?: string } = {},
): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: options.emitSchemaFile
      ? { path: options.emitSchemaFile, sortedSchema: true }
      : false,
  });
  // Rights are declared per operation (modules/auth/operation-access.ts); undeclared ones are refused.
  refuseUndecidedOperations(schema, resolvers);
  return schema;
}
