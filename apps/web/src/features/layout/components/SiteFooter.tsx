import { Link } from 'react-router';
import styled from 'styled-components';

const StyledFooter = styled.footer`
  margin-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export function SiteFooter() {
  return (
    <StyledFooter>
      <StyledInner>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/auth">Curator sign-in</Link>
      </StyledInner>
    </StyledFooter>
  );
}
