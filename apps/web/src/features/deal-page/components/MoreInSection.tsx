import type { DealCard_DealFragment } from '../../../gql/graphql';
import type { DealSection } from '../lib/deal-section';
import { MoreDealsRow } from './MoreDealsRow';

export interface MoreInSectionProps {
  section: DealSection;
  deals: DealCard_DealFragment[];
}

/** The section's newest other deals, as live cards, and the way to the whole list. */
export function MoreInSection({ section, deals }: MoreInSectionProps) {
  return (
    <MoreDealsRow
      heading={`More in ${section.name}`}
      deals={deals}
      listPath={section.path}
      listLinkText={`See all of ${section.name}`}
    />
  );
}
