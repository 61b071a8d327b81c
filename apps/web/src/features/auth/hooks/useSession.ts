import { useSyncExternalStore } from 'react';
import { SESSION_LOADING, sessionStore, type SessionUser } from '../session-store';

export type { SessionUser };

export type Session =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'anonymous' }
  | { status: 'signed-in'; user: SessionUser };

const serverSnapshot = () => SESSION_LOADING;

/**
 * The signed-in account as the server sees it right now. It is asked for only in the browser, once
 * the page has hydrated: server HTML never depends on the visitor, and every page load asks afresh.
 */
export function useSession(): Session {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.snapshot, serverSnapshot);
  return state.status === 'failed' ? { status: 'failed', retry: sessionStore.retry } : state;
}
