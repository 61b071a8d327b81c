import type { ReactNode } from 'react';
import { StyledPillButton } from '../../layout/components/buttons';
import { StyledButtonRow } from './controls';

export interface HealthRowButtonsProps {
  /** The deal's title, which names each button for screen readers. */
  title: string;
  expiring: boolean;
  onExpire: () => void;
  onEdit: () => void;
  /** Buttons of the list's own, between Expire and Edit. */
  children?: ReactNode;
}

/** A Deal Health row's Expire and Edit buttons. */
export function HealthRowButtons({
  title,
  expiring,
  onExpire,
  onEdit,
  children,
}: HealthRowButtonsProps) {
  return (
    <StyledButtonRow>
      <StyledPillButton
        type="button"
        aria-label={`Expire ${title}`}
        disabled={expiring}
        onClick={onExpire}
      >
        Expire
      </StyledPillButton>
      {children}
      <StyledPillButton type="button" aria-label={`Edit ${title}`} onClick={onEdit}>
        Edit
      </StyledPillButton>
    </StyledButtonRow>
  );
}
