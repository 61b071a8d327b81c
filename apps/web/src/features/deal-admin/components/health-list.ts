import styled from 'styled-components';
import { spacedRow } from '../../layout/components/panel-parts';

/** The lists of the Deal Health card: one bordered row per deal, its text and its buttons. */
export const StyledHealthList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledHealthRow = styled.li`
  ${spacedRow}
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const StyledHealthRowText = styled.div`
  display: grid;
  min-width: 0;
  flex: 1 1 240px;

  strong {
    overflow-wrap: anywhere;
  }
`;
