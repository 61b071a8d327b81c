import styled from 'styled-components';
import { usePageQuery } from '../app/usePageQuery';
import { StoresDocument } from '../gql/pages/graphql';
import { DisclaimerBanner } from '../features/disclosure/DisclaimerBanner';
import { PageShell } from '../features/layout/components/PageShell';
import { StoreList } from '../features/stores/components/StoreList';

const StyledMessage = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /stores: every store with live deals, the most deals first. */
export function StoresPage() {
  const { data, loading, error } = usePageQuery(StoresDocument, {});
  const stores = data?.stores ?? [];
  return (
    <PageShell
      heading="Stores"
      headingLevel={2}
      title="Deals by store"
      description="Every store with live deals, and how many each has today."
      before={<DisclaimerBanner />}
    >
      {stores.length > 0 ? (
        <StoreList stores={stores} />
      ) : loading ? (
        <StyledMessage role="status">Loading stores…</StyledMessage>
      ) : error ? (
        <StyledMessage role="alert">Failed to load stores.</StyledMessage>
      ) : (
        <StyledMessage>No store has live deals right now.</StyledMessage>
      )}
    </PageShell>
  );
}
