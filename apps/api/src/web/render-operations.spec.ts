import {
  GraphQLError,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type ValidationRule,
} from 'graphql';
import { recordingLogger } from '../../test/recording-logger';
import { notFound } from '../common/app-error';
import { createFormatError } from '../graphql/format-error';
import { renderOperations } from './render-operations';

interface TestContext {
  visitor: string;
}

const schema = new GraphQLSchema({
  query: new GraphQLObjectType<unknown, TestContext>({
    name: 'Query',
    fields: {
      greeting: { type: GraphQLString, resolve: (_root, _args, { visitor }) => `hello ${visitor}` },
      missingDeal: {
        type: GraphQLString,
        resolve: () => {
          throw notFound('Deal not found');
        },
      },
      broken: {
        type: GraphQLString,
        resolve: () => {
          throw new Error('SQLITE_CORRUPT: database disk image is malformed');
        },
      },
      secret: { type: GraphQLString, resolve: () => 'the curator only' },
    },
  }),
});

/** Refuses `secret` with FORBIDDEN, as the rights rule refuses an undeclared field; counts its runs. */
function refusingSecret() {
  const runs = { count: 0 };
  const rule: ValidationRule = (context) => {
    runs.count += 1;
    return {
      Field(node) {
        if (node.name.value === 'secret')
          context.reportError(
            new GraphQLError('Query.secret is refused', {
              nodes: node,
              extensions: { code: 'FORBIDDEN' },
            }),
          );
      },
    };
  };
  return { rule, runs };
}

function setUp() {
  const { logger, lines } = recordingLogger('error');
  const { rule, runs } = refusingSecret();
  const operations = renderOperations({
    schema,
    validationRules: [rule],
    formatError: createFormatError(logger),
    maxTokens: 50,
  });
  const contexts: TestContext[] = [];
  const execute = operations(() => {
    const context = { visitor: `visitor ${contexts.length + 1}` };
    contexts.push(context);
    return Promise.resolve(context);
  });
  return { execute, contexts, lines, validations: runs };
}

describe('renderOperations', () => {
  it('answers with a context of its own for each operation', async () => {
    const { execute, contexts } = setUp();
    expect(await execute({ query: '{ greeting }' })).toEqual({
      data: { greeting: 'hello visitor 1' },
    });
    expect(
      await execute({ query: 'query Greeting { greeting }', operationName: 'Greeting' }),
    ).toEqual({ data: { greeting: 'hello visitor 2' } });
    expect(contexts).toHaveLength(2);
  });

  it('keeps an expected error code and masks an unexpected error, logging it', async () => {
    const { execute, lines } = setUp();
    const answer = await execute({ query: '{ greeting missingDeal broken }' });
    expect(answer.data).toEqual({ greeting: 'hello visitor 1', missingDeal: null, broken: null });
    expect(answer.errors).toEqual([
      { message: 'Deal not found', extensions: { code: 'NOT_FOUND' } },
      { message: 'Unexpected server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(JSON.stringify(lines)).toContain('SQLITE_CORRUPT');
  });

  it('refuses a document its rules refuse, before making a context, and checks it once', async () => {
    const { execute, contexts, validations } = setUp();
    const refused = {
      data: null,
      errors: [{ message: 'Query.secret is refused', extensions: { code: 'FORBIDDEN' } }],
    };
    expect(await execute({ query: '{ secret }' })).toEqual(refused);
    expect(await execute({ query: '{ secret }' })).toEqual(refused);
    await execute({ query: '{ greeting }' });
    await execute({ query: '{ greeting }' });
    expect(validations.count).toBe(2);
    expect(contexts).toHaveLength(2);
  });

  it('answers the codes /graphql gives a document that does not parse or validate', async () => {
    const { execute } = setUp();
    const unparsed = await execute({ query: '{ greeting' });
    expect(unparsed.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
    const tooLong = await execute({ query: `{ ${'greeting '.repeat(60)}}` });
    expect(tooLong.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
    const invalid = await execute({ query: '{ noSuchField }' });
    expect(invalid).toEqual({
      data: null,
      errors: [
        {
          message: 'Cannot query field "noSuchField" on type "Query".',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
  });
});
