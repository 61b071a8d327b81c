import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards (and on every later client render),
 * so per-visitor UI can wait for hydration without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
