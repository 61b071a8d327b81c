import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { authErrorMessage, UNEXPECTED_AUTH_ERROR } from './auth-messages';

describe('authErrorMessage', () => {
  it("shows the server's message when GraphQL refused", () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Invalid username or password' }],
    });
    expect(authErrorMessage(error, 'Login failed')).toBe('Invalid username or password');
  });

  it('uses the fallback when the refusal has no message', () => {
    const error = new CombinedGraphQLErrors({ data: null, errors: [{ message: '' }] });
    expect(authErrorMessage(error, 'Registration failed')).toBe('Registration failed');
  });

  it('reads the message out of a non-2xx GraphQL response', () => {
    const response = new Response(null, { status: 429 });
    const error = new ServerError('Response not successful', {
      response,
      bodyText: JSON.stringify({ errors: [{ message: 'Too many failed logins.' }] }),
    });
    expect(authErrorMessage(error, 'Login failed')).toBe('Too many failed logins.');
  });

  it('uses the fallback when a non-2xx response carries no GraphQL error', () => {
    const error = new ServerError('Response not successful', {
      response: new Response(null, { status: 502 }),
      bodyText: '<html>Bad gateway</html>',
    });
    expect(authErrorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it("shows any other exception's message, else 'An error occurred'", () => {
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe(
      'Failed to fetch',
    );
    expect(authErrorMessage(new Error(''), 'Login failed')).toBe(UNEXPECTED_AUTH_ERROR);
    expect(authErrorMessage('boom', 'Login failed')).toBe(UNEXPECTED_AUTH_ERROR);
  });
});
