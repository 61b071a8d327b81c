import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface BadUserInput {
  message: string;
  /** The input field the server blames, when it names one. */
  field: string | null;
}

/** The server's BAD_USER_INPUT refusal inside a failed mutation, if that is why it failed. */
export function badUserInputOf(error: unknown): BadUserInput | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((entry) => entry.extensions?.code === 'BAD_USER_INPUT');
  if (!refusal) return null;
  const field = refusal.extensions?.field;
  return { message: refusal.message, field: typeof field === 'string' ? field : null };
}

/** The server's own message for a failed mutation; undefined when it never answered with one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((entry) => entry.message)?.message;
}
