import { useRef, type FocusEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useSwipeToDismiss } from '../hooks/useSwipeToDismiss';
import { TOAST_EXIT_MS, type ActiveToast, type ToastVariant } from '../toast-store';

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 16px)); }
  to { transform: translateX(0); }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const StyledToast = styled.li<{ $variant: ToastVariant; $open: boolean; $dragging: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl} ${theme.space.md} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  pointer-events: auto;
  /* Vertical scrolling stays native; horizontal moves reach the swipe handler. */
  touch-action: pan-y;
  user-select: none;
  animation: ${slideIn} 200ms ease-out;
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'transform 150ms ease-out')};
  ${({ $variant, theme }) =>
    $variant === 'success' &&
    css`
      border-left-color: ${theme.colors.accent};
    `}
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      border-left-color: ${theme.colors.danger};
    `}
  ${({ $open }) =>
    !$open &&
    css`
      animation: ${fadeOut} ${TOAST_EXIT_MS}ms ease-in forwards;
    `}
`;

const StyledBody = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledActionButton = styled.button`
  align-self: center;
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
`;

const StyledCloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  width: 32px;
  height: 32px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  ${focusRing}
`;

export interface ToastCardProps {
  toast: ActiveToast;
  onDismiss: () => void;
  onPause: () => void;
  onResume: () => void;
}

type PauseReason = 'hover' | 'focus';

export function ToastCard({ toast, onDismiss, onPause, onResume }: ToastCardProps) {
  const { offsetX, handlers } = useSwipeToDismiss(onDismiss);
  const pauseReasons = useRef(new Set<PauseReason>());

  const holdOn = (reason: PauseReason) => {
    pauseReasons.current.add(reason);
    onPause();
  };
  const letGo = (reason: PauseReason) => {
    pauseReasons.current.delete(reason);
    if (pauseReasons.current.size === 0) onResume();
  };
  const focusLeft = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) letGo('focus');
  };

  return (
    <StyledToast
      $variant={toast.variant}
      $open={toast.open}
      $dragging={offsetX > 0}
      style={offsetX > 0 ? { transform: `translateX(${offsetX}px)` } : undefined}
      aria-atomic="true"
      onPointerEnter={() => holdOn('hover')}
      onPointerLeave={() => letGo('hover')}
      onFocus={() => holdOn('focus')}
      onBlur={focusLeft}
      {...handlers}
    >
      <StyledBody>
        <StyledTitle>{toast.title}</StyledTitle>
        {toast.description ? <StyledDescription>{toast.description}</StyledDescription> : null}
      </StyledBody>
      {toast.action ? (
        <StyledActionButton
          type="button"
          onClick={() => {
            toast.action?.onClick();
            onDismiss();
          }}
        >
          {toast.action.label}
        </StyledActionButton>
      ) : null}
      <StyledCloseButton type="button" aria-label="Close notification" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </StyledCloseButton>
    </StyledToast>
  );
}
