import { displayTitle } from '@deal-site/deal-text';
import styled from 'styled-components';
import { graphql } from '../../../gql/curator';
import type { NotCheckedLinks_CheckFragment } from '../../../gql/curator/graphql';
import { StyledMuted } from './controls';

export const NotCheckedLinksFragment = graphql(`
  fragment NotCheckedLinks_check on DealLinkCheck {
    deal {
      id
      title
      description
    }
    reason
  }
`);

const StyledDetails = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};

  summary {
    cursor: pointer;
    font-weight: 600;
  }

  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/** "not checked: Amazon blocks automated checks" as a row's own sentence. */
const sentence = (reason: string) => reason.charAt(0).toUpperCase() + reason.slice(1);

/**
 * The live deals whose links the check never requests (Amazon, Walmart and Target block automated
 * checks, so their answers say nothing), folded away: the curator looks at these by hand.
 */
export function NotCheckedLinks({ links }: { links: readonly NotCheckedLinks_CheckFragment[] }) {
  if (links.length === 0) return null;
  return (
    <StyledDetails data-testid="not-checked-links">
      <summary>Not checked ({links.length})</summary>
      <ul aria-label="Links not checked">
        {links.map(({ deal, reason }) => (
          <li key={deal.id}>
            <strong>{displayTitle(deal)}</strong>{' '}
            <StyledMuted as="span">{sentence(reason)}</StyledMuted>
          </li>
        ))}
      </ul>
    </StyledDetails>
  );
}
