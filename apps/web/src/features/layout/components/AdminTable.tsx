import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledPanelNote } from './panel-parts';

const StyledScroll = styled.div<{ $capped: boolean }>`
  overflow-x: auto;
  ${({ $capped }) => ($capped ? 'max-height: 24rem; overflow-y: auto;' : '')}
`;

const StyledTable = styled.table`
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
    vertical-align: baseline;
    white-space: nowrap;
  }

  .figure {
    text-align: right;
  }

  .wrap {
    min-width: 14rem;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

export interface AdminTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** A count: right-aligned, under a right-aligned header. */
  figure?: boolean;
  /** Long text, wrapped rather than widening the table. */
  wrap?: boolean;
  /** The cell that names its row: a row header. */
  rowHeader?: boolean;
}

export interface AdminTableProps<Row> {
  /** The table's accessible name. */
  caption?: string;
  columns: readonly AdminTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Said instead of the table when there are no rows; without it an empty table shows. */
  empty?: string;
  /** A long list scrolls inside the card instead of lengthening it. */
  capHeight?: boolean;
  /** False for a table no one sees (a chart's table for screen readers): nothing to scroll. */
  scrolls?: boolean;
}

/**
 * A table of the curator screens: one line a row where it fits, scrolling sideways on a narrow
 * screen rather than squeezing its columns.
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  capHeight = false,
  scrolls = true,
}: AdminTableProps<Row>) {
  if (rows.length === 0 && empty) return <StyledPanelNote>{empty}</StyledPanelNote>;
  const table = (
    <StyledTable>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map(({ header, figure }) => (
            <th key={header} scope="col" className={figure ? 'figure' : undefined}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map(({ header, cell, figure, wrap, rowHeader }) => {
              const className = figure ? 'figure' : wrap ? 'wrap' : undefined;
              return rowHeader ? (
                <th key={header} scope="row" className={className}>
                  {cell(row)}
                </th>
              ) : (
                <td key={header} className={className}>
                  {cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
  if (!scrolls) return table;
  // A region that scrolls takes the keyboard's focus, so arrow keys can scroll it.
  return (
    <StyledScroll $capped={capHeight} tabIndex={0}>
      {table}
    </StyledScroll>
  );
}
