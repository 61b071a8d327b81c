import { useQuery } from '@apollo/client/react';
import type { SessionQuery as SessionQueryResult } from '../../../gql/graphql';
import { SessionQuery } from '../graphql/session.query';
import { useHydrated } from './useHydrated';

export type SessionUser = NonNullable<SessionQueryResult['me']>;

export type Session =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'anonymous' }
  | { status: 'signed-in'; user: SessionUser };

/**
 * The signed-in account as the server sees it right now. It is asked for only in the browser after
 * hydration: server HTML never depends on the visitor, and a cached answer from earlier (a session
 * that has since ended) is never shown.
 */
export function useSession(): Session {
  const hydrated = useHydrated();
  const { data, loading, error, refetch } = useQuery(SessionQuery, {
    skip: !hydrated,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });

  if (!hydrated || loading) return { status: 'loading' };
  if (error) return { status: 'failed', retry: () => void refetch() };
  if (!data) return { status: 'loading' };
  return data.me ? { status: 'signed-in', user: data.me } : { status: 'anonymous' };
}
