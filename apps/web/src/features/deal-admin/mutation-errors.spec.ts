import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { badUserInputOf, serverMessageOf } from './mutation-errors';

const refusal = (errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ data: null, errors });

describe('badUserInputOf', () => {
  it('reads the message and the field the server blames', () => {
    const error = refusal([
      {
        message: 'affiliateLink must be an http:// or https:// link',
        extensions: { code: 'BAD_USER_INPUT', field: 'affiliateLink' },
      },
    ]);
    expect(badUserInputOf(error)).toEqual({
      message: 'affiliateLink must be an http:// or https:// link',
      field: 'affiliateLink',
    });
  });

  it('has no field when the server names none', () => {
    const error = refusal([{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT' } }]);
    expect(badUserInputOf(error)).toEqual({ message: 'Invalid input', field: null });
  });

  it('ignores refusals of another kind', () => {
    const error = refusal([{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }]);
    expect(badUserInputOf(error)).toBeNull();
    expect(badUserInputOf(new Error('offline'))).toBeNull();
  });
});

describe('serverMessageOf', () => {
  it("gives the server's message", () => {
    const error = refusal([{ message: 'Deal 9 not found', extensions: { code: 'NOT_FOUND' } }]);
    expect(serverMessageOf(error)).toBe('Deal 9 not found');
  });

  it('gives nothing when the server never answered with GraphQL errors', () => {
    const error = new ServerError('Response not successful', {
      response: new Response(null, { status: 502 }),
      bodyText: 'Bad gateway',
    });
    expect(serverMessageOf(error)).toBeUndefined();
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
