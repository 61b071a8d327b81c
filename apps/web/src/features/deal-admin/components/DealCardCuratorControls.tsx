import { useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { DealCard_DealFragment } from '../../../gql/graphql';
import { StyledPillButton } from '../../layout/components/buttons';
import { MAIN_CONTENT_ID } from '../../scroll/scroll';
import { DealEditDialog } from './DealEditDialog';
import { DeleteDealButton } from './DeleteDealButton';
import { withApolloClient } from '../../../app/with-apollo-client';

// Over the image's top corner, so the card keeps the height its placeholder reserved. Only the
// card's own buttons are compact, not the dialog's.
const StyledControls = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  z-index: 1;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  > button,
  > span > button {
    min-height: 2rem;
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface DealCardCuratorControlsProps {
  deal: DealCard_DealFragment;
  /** The title the card shows, which names the buttons. */
  title: string;
  /** Replaces the default after a delete: focus moving to the next card. */
  onDeleted?: () => void;
}

/** The next (else the previous) card's title link, or the page's main region. */
function focusTargetAfter(card: Element | null): HTMLElement | null {
  const slot = card?.closest('.deal-slot');
  for (const neighbour of [slot?.nextElementSibling, slot?.previousElementSibling]) {
    const link = neighbour?.querySelector<HTMLElement>('.card-title a');
    if (link) return link;
  }
  return document.getElementById(MAIN_CONTENT_ID);
}

// The card opens its link menu on right-click; inside the dialog the browser's own menu belongs.
const keepBrowserMenu = (event: MouseEvent) => event.stopPropagation();

/** Edit and Delete on a deal card, for a signed-in curator: the admin list's dialog and button. */
function CuratorControls({ deal, title, onDeleted }: DealCardCuratorControlsProps) {
  const [editing, setEditing] = useState(false);
  const controls = useRef<HTMLDivElement>(null);
  // Found before the delete: once the deal is gone, this card is no longer in the page.
  const focusAfterDelete = useRef<HTMLElement | null>(null);

  return (
    <StyledControls ref={controls} onContextMenu={keepBrowserMenu}>
      <StyledPillButton type="button" aria-label={`Edit ${title}`} onClick={() => setEditing(true)}>
        Edit
      </StyledPillButton>
      <span
        onClickCapture={() => {
          focusAfterDelete.current = focusTargetAfter(controls.current);
        }}
      >
        <DeleteDealButton
          dealId={deal.id}
          title={title}
          onDeleted={onDeleted ?? (() => focusAfterDelete.current?.focus())}
        />
      </span>
      {editing ? <DealEditDialog deal={deal} onClose={() => setEditing(false)} /> : null}
    </StyledControls>
  );
}

export const DealCardCuratorControls = withApolloClient(CuratorControls);
