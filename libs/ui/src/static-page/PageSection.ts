import styled from 'styled-components';

/** A left-aligned part of a page with its own heading. */
export const PageSection = styled.section`
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  text-align: left;

  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
