import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from '../logger';
import type { RequestContext } from '../graphql-kit/request-context';
import { createFormatError } from './format-error';
import { databaseUnavailablePlugin } from './database-unavailable-plugin';
import { hookErrorPlugin } from './hook-error-plugin';
import { noStoreByDefaultPlugin } from './no-store-by-default-plugin';
import { undeclaredAccessRule } from './undeclared-access-rule';

export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 1000,
  maxDirectives: 20,
  costLimit: 5000,
} as const;

/** `hardened` everywhere but `npm run dev`: no introspection, field suggestions or landing page. */
export function createApolloServer(schema: GraphQLSchema, logger: Logger, hardened: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: !hardened },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    // graphql's own parser counts tokens (parseOptions below): armor's count parses the document a
    // second time in a hook, so a parse error or a long query answered 500 instead of 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { maxCost: GRAPHQL_LIMITS.costLimit },
    blockFieldSuggestion: { enabled: hardened },
  });
  const protection = armor.protect();
  return new ApolloServer<RequestContext>({
    schema,
    ...protection,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    plugins: [
      hookErrorPlugin(),
      databaseUnavailablePlugin(),
      ...protection.plugins,
      ApolloServerPluginCacheControlDisabled(),
      noStoreByDefaultPlugin(),
      ...(hardened ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
    validationRules: [...protection.validationRules, undeclaredAccessRule],
    introspection: !hardened,
    // main.ts owns shutdown: Apollo's own handler would stop it and re-raise the signal, killing
    // the process before the app's close() had flushed what it buffered.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    formatError: createFormatError(logger),
    logger,
  });
}
