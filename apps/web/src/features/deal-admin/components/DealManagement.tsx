import { useId } from 'react';
import styled from 'styled-components';
import { useTabs } from '../../layout/hooks/useTabs';
import { COLLECTION_TABS, DEAL_TABS, DEFAULT_DEAL_TAB } from '../deal-tabs';
import { ActiveDealsPanel } from './ActiveDealsPanel';
import { CollectionPanel } from './CollectionPanel';

const StyledCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * The Deal Management card: Active Deals, Fashion and Favorites tabs. Every panel stays mounted,
 * so a half-written deal survives a look at another tab.
 */
export function DealManagement() {
  const headingId = `${useId()}-heading`;
  const { tabList, panelProps } = useTabs(DEAL_TABS, DEFAULT_DEAL_TAB, {
    'aria-labelledby': headingId,
  });

  return (
    <StyledCard aria-labelledby={headingId}>
      <h2 id={headingId}>Deal Management</h2>
      {tabList}
      <div {...panelProps('active')} tabIndex={0}>
        <ActiveDealsPanel />
      </div>
      {COLLECTION_TABS.map((tab) => (
        <div key={tab.id} {...panelProps(tab.id)} tabIndex={0}>
          <CollectionPanel tab={tab} />
        </div>
      ))}
    </StyledCard>
  );
}
