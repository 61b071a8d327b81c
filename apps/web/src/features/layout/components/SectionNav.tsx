import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pillControl } from './buttons';

const StyledNav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a,
  button {
    ${pillControl}
  }

  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

export interface SectionNavProps {
  /** One element per entry: links or buttons, each wrapped in a list item here. */
  items: ReactNode[];
}

export function SectionNav({ items }: SectionNavProps) {
  return (
    <StyledNav aria-label="Sections">
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </StyledNav>
  );
}
