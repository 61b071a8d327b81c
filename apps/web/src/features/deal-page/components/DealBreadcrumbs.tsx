import { Link } from 'react-router';
import styled from 'styled-components';
import type { Crumb } from '../lib/breadcrumbs';

const StyledTrail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space.xs};
  }

  a {
    color: inherit;
  }
`;

export interface DealBreadcrumbsProps {
  crumbs: readonly Crumb[];
}

/** Home › section › deal; the last is the page itself. */
export function DealBreadcrumbs({ crumbs }: DealBreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <StyledTrail>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.path}-${index}`}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </StyledTrail>
    </nav>
  );
}
