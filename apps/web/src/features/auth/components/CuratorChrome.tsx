import { lazy, Suspense } from 'react';
import { useSession } from '../hooks/useSession';

// The toolbar's code loads only once the server has said the visitor is a curator.
const CuratorTools = lazy(() =>
  import('./CuratorTools').then((m) => ({ default: m.CuratorTools })),
);

/**
 * The curator-only toolbar and floating 'Admin Panel' button, on every route. Nothing renders on
 * the server or during hydration, so public HTML is the same for everyone.
 */
export function CuratorChrome() {
  const session = useSession();
  if (session.status !== 'signed-in' || !session.user.isCurator) return null;
  return (
    <Suspense fallback={null}>
      <CuratorTools username={session.user.username} />
    </Suspense>
  );
}
