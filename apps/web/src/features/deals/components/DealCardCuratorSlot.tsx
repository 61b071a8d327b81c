import { lazy, Suspense } from 'react';
import type { DealCard_DealFragment } from '../../../gql/graphql';
import { useSession } from '../../auth/hooks/useSession';

// The controls' code (and the curator's GraphQL documents) loads only once the session says curator.
const DealCardCuratorControls = lazy(() =>
  import('../../deal-admin/components/DealCardCuratorControls').then((m) => ({
    default: m.DealCardCuratorControls,
  })),
);

export interface DealCardCuratorSlotProps {
  deal: DealCard_DealFragment;
  /** The title the card shows, which names the buttons. */
  title: string;
  onDeleted?: () => void;
}

/**
 * Where a curator finds Edit and Delete on a card. Nothing renders on the server or during
 * hydration, so every visitor gets the same HTML and none of the curator's code.
 */
export function DealCardCuratorSlot(props: DealCardCuratorSlotProps) {
  const session = useSession();
  if (session.status !== 'signed-in' || !session.user.isCurator) return null;
  return (
    <Suspense fallback={null}>
      <DealCardCuratorControls {...props} />
    </Suspense>
  );
}
