import { useQuery } from '@apollo/client/react';
import { StyledStatus } from '../../deal-admin/components/controls';
import { storePagePath } from '../../deals/lib/store-urls';
import { AdminTable } from '../../layout/components/AdminTable';
import { PanelCard } from '../../layout/components/PanelCard';
import { StyledPanelNote } from '../../layout/components/panel-parts';
import { AdminStoresQuery } from '../graphql/stores-admin.operations';
import { useRenameStore } from '../hooks/useRenameStore';
import { StoreRenameRow } from './StoreRenameRow';

/** The stores with live deals, their counts, and a field to rename each. */
export function StoresCard() {
  const { data, error } = useQuery(AdminStoresQuery);
  const { rename, pending, status } = useRenameStore();
  const stores = data?.stores;
  return (
    <PanelCard aria-labelledby="stores-heading">
      <h2 id="stores-heading">Stores</h2>
      <StyledPanelNote>
        Names shown on cards and store pages; save one empty for the default.
      </StyledPanelNote>
      {!stores ? (
        <StyledPanelNote role={error ? 'alert' : 'status'}>
          {error ? `Stores could not be loaded: ${error.message}` : 'Loading stores…'}
        </StyledPanelNote>
      ) : (
        <AdminTable
          empty="No store has live deals."
          rows={stores}
          rowKey={(store) => store.slug}
          columns={[
            {
              header: 'Store',
              cell: (store) => <a href={storePagePath(store.slug)}>{store.domain}</a>,
            },
            { header: 'Live deals', cell: (store) => store.liveDeals },
            {
              header: 'Name',
              cell: (store) => (
                <StoreRenameRow
                  key={store.name}
                  store={store}
                  busy={pending === store.slug}
                  onRename={rename}
                />
              ),
            },
          ]}
        />
      )}
      <StyledStatus>{status}</StyledStatus>
    </PanelCard>
  );
}
