import { useId } from 'react';
import { PanelCard } from '../../layout/components/PanelCard';
import { useTabs } from '../../layout/hooks/useTabs';
import { COLLECTION_TABS, DEAL_TABS, DEFAULT_DEAL_TAB } from '../deal-tabs';
import { ActiveDealsPanel } from './ActiveDealsPanel';
import { CollectionPanel } from './CollectionPanel';

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
    <PanelCard aria-labelledby={headingId}>
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
    </PanelCard>
  );
}
