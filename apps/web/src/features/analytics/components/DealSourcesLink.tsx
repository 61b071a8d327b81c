import { Link } from 'react-router';
import styled from 'styled-components';
import { dealSourcesPath } from '../lib/traffic-sources';

const StyledLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
`;

export interface DealSourcesLinkProps {
  dealId: string | number;
  title: string;
  className?: string;
}

/** A deal's "Sources" action: the Traffic sources card narrowed to that deal's clicks. */
export function DealSourcesLink({ dealId, title, className }: DealSourcesLinkProps) {
  return (
    <StyledLink
      className={className}
      to={dealSourcesPath(dealId)}
      state={{ dealTitle: title }}
      aria-label={`Sources of ${title}`}
    >
      Sources
    </StyledLink>
  );
}
