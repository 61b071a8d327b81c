import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import type { CredentialsMode } from '../hooks/useCredentialsSubmit';
import { CredentialsForm } from './CredentialsForm';

// Development builds only: Vite replaces import.meta.env.DEV with false in production, so the
// button's chunk is never emitted there.
const DevQuickLogin = import.meta.env.DEV
  ? lazy(() => import('./DevQuickLogin').then((m) => ({ default: m.DevQuickLogin })))
  : null;

const StyledCard = styled.section`
  width: 100%;
  max-width: 400px;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
`;

const StyledTabList = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledTab = styled.button<{ $selected: boolean }>`
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
      box-shadow: ${theme.shadows.card};
    `}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const TABS: { mode: CredentialsMode; label: string }[] = [
  { mode: 'login', label: 'Login' },
  { mode: 'register', label: 'Register' },
];

export interface AdminAccessCardProps {
  redirectTo: string | undefined;
}

/** The 'Admin Access' card: Login and Register as ARIA tabs over one credentials form each. */
export function AdminAccessCard({ redirectTo }: AdminAccessCardProps) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const [selected, setSelected] = useState<CredentialsMode>('login');
  const tabRefs = useRef(new Map<CredentialsMode, HTMLButtonElement>());
  const tabId = (mode: CredentialsMode) => `${baseId}-tab-${mode}`;
  const panelId = (mode: CredentialsMode) => `${baseId}-panel-${mode}`;

  const selectTab = (index: number) => {
    const { mode } = TABS[(index + TABS.length) % TABS.length];
    setSelected(mode);
    tabRefs.current.get(mode)?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    selectTab(moves[event.key]);
  };

  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledHeading id={headingId}>Admin Access</StyledHeading>
      <StyledTabList role="tablist" aria-label="Admin Access">
        {TABS.map(({ mode, label }, index) => (
          <StyledTab
            key={mode}
            ref={(element) => {
              if (element) tabRefs.current.set(mode, element);
              else tabRefs.current.delete(mode);
            }}
            type="button"
            role="tab"
            id={tabId(mode)}
            aria-selected={selected === mode}
            aria-controls={panelId(mode)}
            tabIndex={selected === mode ? 0 : -1}
            $selected={selected === mode}
            onClick={() => setSelected(mode)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {label}
          </StyledTab>
        ))}
      </StyledTabList>
      {TABS.map(({ mode }) => (
        <div
          key={mode}
          role="tabpanel"
          id={panelId(mode)}
          aria-labelledby={tabId(mode)}
          hidden={selected !== mode}
        >
          {selected === mode ? <CredentialsForm mode={mode} redirectTo={redirectTo} /> : null}
        </div>
      ))}
      {DevQuickLogin ? (
        <Suspense fallback={null}>
          <DevQuickLogin />
        </Suspense>
      ) : null}
    </StyledCard>
  );
}
