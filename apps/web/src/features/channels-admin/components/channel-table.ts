import styled from 'styled-components';

export const StyledTableScroll = styled.div`
  overflow-x: auto;
`;

/** The card's tables: captioned, one line a row where it fits, long texts wrapping. */
export const StyledChannelTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    white-space: nowrap;
  }

  td.wrap {
    min-width: 14rem;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;
