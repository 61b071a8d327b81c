import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { SITE_NAME } from '../../../app/page-meta';

const StyledHeader = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledBrand = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
`;

const StyledNav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  a {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    text-decoration: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  a.active {
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

export function SiteHeader() {
  return (
    <StyledHeader>
      <StyledInner>
        <StyledBrand to="/">{SITE_NAME}</StyledBrand>
        <StyledNav aria-label="Sections">
          <NavLink to="/" end>
            Daily Deals
          </NavLink>
          <NavLink to="/fashion">Fashion</NavLink>
          <NavLink to="/favorites">Favorites</NavLink>
        </StyledNav>
      </StyledInner>
    </StyledHeader>
  );
}
