import { Link } from 'react-router';
import styled from 'styled-components';
import { SITE_NAME } from '../../../app/site-name';
import { useSite } from '../../../app/site-context';
import { pillControl } from './buttons';

const StyledHeader = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledBrand = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
`;

// Sized like the name inside it, so being a heading changes nothing on screen.
const StyledNameHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
`;

const StyledSocial = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    ${pillControl}
    min-height: 2.25rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface SiteHeaderProps {
  /** On deal lists the site name is the page's h1; elsewhere the page's own title is. */
  nameIsPageHeading?: boolean;
}

/** The site name and the curator's social links, on every public page. */
export function SiteHeader({ nameIsPageHeading = false }: SiteHeaderProps) {
  const { config } = useSite();
  const name = <StyledBrand to="/">{SITE_NAME}</StyledBrand>;
  return (
    <StyledHeader>
      <StyledInner>
        {nameIsPageHeading ? <StyledNameHeading>{name}</StyledNameHeading> : name}
        <nav aria-label="Follow us">
          <StyledSocial>
            <li>
              <a href={config.socialGroupUrl} target="_blank" rel="noopener noreferrer">
                Join our group
              </a>
            </li>
            <li>
              <a href={config.socialVideoUrl} target="_blank" rel="noopener noreferrer">
                Watch our videos
              </a>
            </li>
          </StyledSocial>
        </nav>
      </StyledInner>
    </StyledHeader>
  );
}
