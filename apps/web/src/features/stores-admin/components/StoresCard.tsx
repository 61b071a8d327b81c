import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { StyledStatus } from '../../deal-admin/components/controls';
import { storePagePath } from '../../deals/lib/store-urls';
import { PanelCard } from '../../layout/components/PanelCard';
import { AdminStoresQuery } from '../graphql/stores-admin.operations';
import { useRenameStore } from '../hooks/useRenameStore';
import { StoreRenameRow } from './StoreRenameRow';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The stores with live deals, their counts, and a field to rename each. */
export function StoresCard() {
  const { data, error } = useQuery(AdminStoresQuery);
  const { rename, pending, status } = useRenameStore();
  const stores = data?.stores;
  return (
    <PanelCard aria-labelledby="stores-heading">
      <h2 id="stores-heading">Stores</h2>
      <StyledNote>Names shown on cards and store pages; save one empty for the default.</StyledNote>
      {!stores ? (
        <StyledNote role={error ? 'alert' : 'status'}>
          {error ? `Stores could not be loaded: ${error.message}` : 'Loading stores…'}
        </StyledNote>
      ) : stores.length === 0 ? (
        <StyledNote>No store has live deals.</StyledNote>
      ) : (
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">Store</th>
              <th scope="col">Live deals</th>
              <th scope="col">Name</th>
            </tr>
          </thead>
          <tbody>
            {stores.map((store) => (
              <tr key={store.slug}>
                <td>
                  <a href={storePagePath(store.slug)}>{store.domain}</a>
                </td>
                <td>{store.liveDeals}</td>
                <td>
                  <StoreRenameRow
                    key={store.name}
                    store={store}
                    busy={pending === store.slug}
                    onRename={rename}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      )}
      <StyledStatus>{status}</StyledStatus>
    </PanelCard>
  );
}
