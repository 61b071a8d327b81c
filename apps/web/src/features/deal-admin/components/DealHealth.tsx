import { PanelCard } from '../../layout/components/PanelCard';
import { ReportedDeals } from './ReportedDeals';

/** The Deal Health card: what visitors reported, and which links look broken. */
export function DealHealth() {
  return (
    <PanelCard aria-labelledby="deal-health-heading">
      <h2 id="deal-health-heading">Deal Health</h2>
      <ReportedDeals />
    </PanelCard>
  );
}
