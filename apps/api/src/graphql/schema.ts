import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { authChecker } from '../modules/auth/rights';
import { DealResolver } from '../modules/deal/deal.resolver';
import { SubscriptionResolver } from '../modules/subscription/subscription.resolver';
import { UserResolver } from '../modules/user/user.resolver';

export const resolvers = [DealResolver, AuthResolver, UserResolver, SubscriptionResolver] as const;

export async function buildAppSchema(
  options: { emitSchemaFile?: string } = {},
): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: options.emitSchemaFile
      ? { path: options.emitSchemaFile, sortedSchema: true }
      : false,
  });
}
