import styled from 'styled-components';
import { PanelCard } from '../../layout/components/PanelCard';
import { BrokenLinks } from './BrokenLinks';
import { ReportedDeals } from './ReportedDeals';

/** Side by side where there is room, one under the other on narrow screens. */
const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  align-items: start;

  h3 {
    margin-top: 0;
  }
`;

/** The Deal Health card: what visitors reported, and which links look broken. */
export function DealHealth() {
  return (
    <PanelCard aria-labelledby="deal-health-heading">
      <h2 id="deal-health-heading">Deal Health</h2>
      <StyledSections>
        <ReportedDeals />
        <BrokenLinks />
      </StyledSections>
    </PanelCard>
  );
}
