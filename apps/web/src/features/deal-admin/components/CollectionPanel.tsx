import styled from 'styled-components';
import type { CollectionTab } from '../deal-tabs';
import { useAdminDeals } from '../hooks/useAdminDeals';
import { AdminDealList } from './AdminDealList';
import { DealAddForm } from './DealAddForm';

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface CollectionPanelProps {
  tab: CollectionTab;
}

/** One collection (fashion or favorites): the add form, then the deals already in it. */
export function CollectionPanel({ tab }: CollectionPanelProps) {
  const { deals, total, loading, failed, retry } = useAdminDeals({ category: tab.category });
  const headingId = `${tab.id}-deals-heading`;

  return (
    <StyledPanel>
      <DealAddForm tab={tab} />
      <StyledSection aria-labelledby={headingId}>
        <h3 id={headingId}>
          {tab.label} deals ({total})
        </h3>
        <AdminDealList
          label={`${tab.label} deals`}
          deals={deals}
          loading={loading}
          failed={failed}
          onRetry={retry}
          emptyText={`No ${tab.label.toLowerCase()} deals yet.`}
        />
      </StyledSection>
    </StyledPanel>
  );
}
