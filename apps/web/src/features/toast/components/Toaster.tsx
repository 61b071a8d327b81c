import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useToastCard } from '../hooks/useToastCard';
import type { ActiveToast } from '../toast-store';

export const TOAST_REGION_HOTKEY = 'F8';

const StyledRegion = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: 1000;
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space.md};
  /* The empty region must not block clicks on the page beneath it. */
  pointer-events: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const StyledList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ToasterProps {
  toast: ActiveToast | null;
  onDismiss: () => void;
  onPause: () => void;
  onResume: () => void;
}

/**
 * The notification region. It is rendered empty on the server and on the first client render,
 * so screen readers already watch it when the first toast arrives and hydration matches.
 */
export function Toaster({ toast, onDismiss, onPause, onResume }: ToasterProps) {
  const regionRef = useRef<HTMLElement>(null);
  const ToastCard = useToastCard(toast !== null);

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key !== TOAST_REGION_HOTKEY || event.altKey || event.ctrlKey || event.metaKey) {
        return;
      }
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', focusRegion);
    return () => document.removeEventListener('keydown', focusRegion);
  }, []);

  return (
    <StyledRegion
      ref={regionRef}
      aria-label={`Notifications (${TOAST_REGION_HOTKEY})`}
      aria-live="polite"
      aria-relevant="additions text"
      tabIndex={-1}
    >
      <StyledList>
        {toast && ToastCard ? (
          <ToastCard
            key={toast.id}
            toast={toast}
            onDismiss={onDismiss}
            onPause={onPause}
            onResume={onResume}
          />
        ) : null}
      </StyledList>
    </StyledRegion>
  );
}
