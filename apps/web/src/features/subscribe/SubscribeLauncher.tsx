import { lazy, Suspense } from 'react';

const SubscribeDialog = lazy(() =>
  import('./SubscribeDialog').then((module) => ({ default: module.SubscribeDialog })),
);

export interface SubscribeLauncherProps {
  open: boolean;
  onClose: () => void;
  /** Opens it as a store page's "Alert me about {store}". */
  store?: { slug: string; name: string };
}

/** The subscribe dialog's code is fetched the first time it opens. */
export function SubscribeLauncher({ open, onClose, store }: SubscribeLauncherProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SubscribeDialog onClose={onClose} store={store} />
    </Suspense>
  );
}
