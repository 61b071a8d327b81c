import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { useTabs, type TabDefinition } from '../../layout/hooks/useTabs';
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

const TABS: TabDefinition<CredentialsMode>[] = [
  { id: 'login', label: 'Login' },
  { id: 'register', label: 'Register' },
];

export interface AdminAccessCardProps {
  redirectTo: string | undefined;
}

/** The 'Admin Access' card: Login and Register as ARIA tabs over one credentials form each. */
export function AdminAccessCard({ redirectTo }: AdminAccessCardProps) {
  const headingId = `${useId()}-heading`;
  const { selected, tabList, panelProps } = useTabs(TABS, 'login', {
    'aria-label': 'Admin Access',
  });

  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledHeading id={headingId}>Admin Access</StyledHeading>
      {tabList}
      {TABS.map(({ id }) => (
        <div key={id} {...panelProps(id)}>
          {selected === id ? <CredentialsForm mode={id} redirectTo={redirectTo} /> : null}
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
