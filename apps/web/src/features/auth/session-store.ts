import type { SessionQuery as SessionAnswer } from '../../gql/graphql';

export type SessionUser = NonNullable<SessionAnswer['me']>;

export type SessionState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; user: SessionUser };

/** Asks the server who is signed in: the user, or null for a visitor. Rejects when it cannot tell. */
export type AskSession = () => Promise<SessionUser | null>;

/** graphql/session.graphql as graphql-js prints it (a unit test holds the two together). */
export const SESSION_QUERY_TEXT =
  'query Session {\n  me {\n    id\n    username\n    role\n    isCurator\n  }\n}';

export const SESSION_LOADING: SessionState = { status: 'loading' };

/**
 * Who is signed in, asked once per page load when the first component wants to know (never on the
 * server), and again only on retry after a failure. Signing in and out load a new page.
 */
export function createSessionStore(ask: AskSession) {
  let state: SessionState = SESSION_LOADING;
  let asked = false;
  const listeners = new Set<() => void>();

  const settle = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const load = () => {
    asked = true;
    ask().then(
      (user) => settle(user ? { status: 'signed-in', user } : { status: 'anonymous' }),
      () => settle({ status: 'failed' }),
    );
  };

  return {
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      if (!asked) load();
      return () => listeners.delete(listener);
    },
    snapshot: (): SessionState => state,
    retry: (): void => {
      if (state.status !== 'failed') return;
      settle(SESSION_LOADING);
      load();
    },
  };
}

/**
 * The Session query as a plain POST. Through Apollo Client, its watched query and then its fetch
 * were the two largest tasks left after the home page hydrated (about 130 and 340 ms with the CPU
 * slowed 4 times), and nothing else reads its answer.
 */
export const askSessionOverHttp: AskSession = async () => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json;q=0.9',
    },
    body: JSON.stringify({ operationName: 'Session', query: SESSION_QUERY_TEXT, variables: {} }),
  });
  const body = (await response.json()) as { data?: SessionAnswer | null; errors?: unknown[] };
  if (!response.ok || (body.errors?.length ?? 0) > 0 || !body.data)
    throw new Error(`the session check failed (HTTP ${response.status})`);
  return body.data.me;
};

export const sessionStore = createSessionStore(askSessionOverHttp);
