import type { GraphQLExecutor, GraphQLResponseBody } from '@deal-site/ssr-contract';
import {
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { LRUCache } from 'lru-cache';

interface RenderOperationsOptions {
  schema: GraphQLSchema;
  /**
   * Rules besides graphql's own that every document must pass: /graphql's rights rule. Armor's
   * limits, which guard /graphql against strangers' documents, are left to it.
   */
  validationRules: readonly ValidationRule[];
  /** /graphql's error formatting: codes kept, the unexpected masked and logged. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  maxTokens: number;
}

/**
 * The documents a server render sends are the web app's own few; each is parsed and validated
 * once. A document that fails keeps its errors, so a broken one is refused the same way each time.
 */
const DOCUMENTS_KEPT = 200;

type CheckedDocument = { document: DocumentNode } | { errors: readonly GraphQLError[] };

/** An error with the code /graphql gives its kind, unless it carries one of its own. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  if (typeof error.extensions.code === 'string') return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });
}

function checkedDocument(
  query: string,
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  maxTokens: number,
): CheckedDocument {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [withCode(error, 'GRAPHQL_PARSE_FAILED')] };
    throw error;
  }
  const errors = validate(schema, document, rules);
  if (errors.length === 0) return { document };
  return { errors: errors.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED')) };
}

/**
 * Runs a server render's operations with graphql's executor on the app's schema, as Apollo
 * Client's SchemaLink does for server rendering: the documents are the web app's own, each checked
 * once, and the resolvers run with the visitor's own context; errors are formatted as /graphql
 * formats them. Apollo Server's request pipeline, whose plugins set the HTTP headers and statuses
 * a render never sends, took about half a millisecond of each first render.
 */
export function renderOperations({
  schema,
  validationRules,
  formatError,
  maxTokens,
}: RenderOperationsOptions) {
  const rules = [...specifiedRules, ...validationRules];
  const documents = new LRUCache<string, CheckedDocument>({ max: DOCUMENTS_KEPT });
  const formatted = (errors: readonly GraphQLError[]): GraphQLResponseBody['errors'] =>
    errors.map((error) => {
      const { message, extensions } = formatError(error.toJSON(), error);
      return { message, extensions };
    });

  /** An executor for one render; each operation gets a context of its own, as on /graphql. */
  return (contextOf: () => Promise<object>): GraphQLExecutor =>
    async ({ query, operationName, variables }) => {
      let checked = documents.get(query);
      if (!checked) {
        checked = checkedDocument(query, schema, rules, maxTokens);
        documents.set(query, checked);
      }
      if ('errors' in checked) return { data: null, errors: formatted(checked.errors) };
      const result = await execute({
        schema,
        document: checked.document,
        contextValue: await contextOf(),
        variableValues: variables,
        operationName,
      });
      return {
        data: result.data ?? null,
        errors: result.errors ? formatted(result.errors) : undefined,
      };
    };
}
