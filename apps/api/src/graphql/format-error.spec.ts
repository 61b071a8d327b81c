import { GraphQLError } from 'graphql';
import { badInput } from '../common/app-error';
import { recordingLogger } from '../../test/recording-logger';
import { createFormatError } from './format-error';

/** What Apollo hands formatError for an error thrown inside a resolver. */
function thrownInResolver(original: Error) {
  const error = new GraphQLError(original.message, { path: ['deals'], originalError: original });
  return { formatted: { ...error.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR' } }, error };
}

describe('createFormatError', () => {
  it('masks an unexpected error: no message, SQL or stack reaches the client, but the log has it', () => {
    const { logger, lines } = recordingLogger('error');
    const { formatted, error } = thrownInResolver(
      new Error("ER_PARSE_ERROR: near 'SELECT * FROM users' at line 1"),
    );
    const shown = createFormatError(logger)(formatted, error);
    expect(shown).toEqual({
      message: 'Unexpected server error',
      path: ['deals'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(lines)).toContain('ER_PARSE_ERROR');
  });

  it('keeps the code, message and details of an expected error', () => {
    const { logger, lines } = recordingLogger('error');
    const { formatted, error } = thrownInResolver(
      badInput('percentOff must be between 1 and 100', { field: 'percentOff' }),
    );
    expect(createFormatError(logger)(formatted, error)).toEqual({
      message: 'percentOff must be between 1 and 100',
      path: ['deals'],
      extensions: { code: 'BAD_USER_INPUT', field: 'percentOff' },
    });
    expect(lines).toEqual([]);
  });

  it('says SERVICE_UNAVAILABLE, without the driver’s words, when the database cannot be reached', () => {
    const { logger, lines } = recordingLogger('error');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), {
      code: 'ECONNREFUSED',
    });
    const { formatted, error } = thrownInResolver(refused);
    const shown = createFormatError(logger)(formatted, error);
    expect(shown.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
    expect(shown.message).toMatch(/database is unavailable/);
    expect(JSON.stringify(shown)).not.toContain('3306');
    expect(lines).toEqual([]);
  });
});
