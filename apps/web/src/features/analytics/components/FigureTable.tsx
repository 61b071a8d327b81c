import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { StyledPillButton } from '../../layout/components/buttons';
import { visuallyHidden } from '../../layout/components/visually-hidden';
import { formatCount } from '../lib/format-figures';
import { barPercent, clicksPerVisitor, type TrafficFigures } from '../lib/traffic-sources';

/** Rows shown before "Show all": the top of a long list of referring hosts. */
const FIRST_ROWS = 10;

const StyledSection = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

// A narrow screen scrolls the table sideways rather than squeezing its figures.
const StyledScroller = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    ${visuallyHidden}
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    vertical-align: top;
    white-space: nowrap;
  }

  thead th {
    white-space: normal;
    vertical-align: bottom;
  }

  th:first-child {
    width: 100%;
    min-width: 7rem;
    text-align: left;
    white-space: normal;
    overflow-wrap: break-word;
  }

  tbody th {
    font-weight: 400;
  }
`;

const StyledNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledBars = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: ${({ theme }) => theme.space.xxs};
`;

const StyledBar = styled.span<{ $tone: 'visitors' | 'clicks' }>`
  display: block;
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) =>
    $tone === 'visitors' ? theme.colors.accent : theme.colors.brand};
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface FigureRow extends TrafficFigures {
  key: string;
  label: ReactNode;
  /** A second, muted line under the label: a source's group, a campaign's source and medium. */
  note?: string;
}

export interface FigureTableProps {
  heading: string;
  labelHeader: string;
  visitorsHeader: string;
  rows: FigureRow[];
  /** Adds a clicks-per-visitor column under this header. */
  ratioHeader?: string;
}

/**
 * A breakdown as a table whose first cells carry bars of visitors and clicks on one scale: the
 * table is the chart, so screen readers read the same figures the bars draw.
 */
export function FigureTable({
  heading,
  labelHeader,
  visitorsHeader,
  rows,
  ratioHeader,
}: FigureTableProps) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const largest = Math.max(0, ...rows.map((row) => Math.max(row.visitors, row.clicks)));
  const shown = showAll ? rows : rows.slice(0, FIRST_ROWS);

  return (
    <StyledSection aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {rows.length === 0 ? (
        <StyledEmpty>Nothing in this range.</StyledEmpty>
      ) : (
        <StyledScroller>
          <StyledTable>
            <caption>
              {heading}: {visitorsHeader.toLowerCase()} and clicks
            </caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                <th scope="col">{visitorsHeader}</th>
                <th scope="col">Clicks</th>
                {ratioHeader ? <th scope="col">{ratioHeader}</th> : null}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    <span>{row.label}</span>
                    {row.note ? <StyledNote>{row.note}</StyledNote> : null}
                    <StyledBars aria-hidden="true">
                      <StyledBar
                        $tone="visitors"
                        style={{ width: `${barPercent(row.visitors, largest)}%` }}
                      />
                      <StyledBar
                        $tone="clicks"
                        style={{ width: `${barPercent(row.clicks, largest)}%` }}
                      />
                    </StyledBars>
                  </th>
                  <td>{formatCount(row.visitors)}</td>
                  <td>{formatCount(row.clicks)}</td>
                  {ratioHeader ? <td>{clicksPerVisitor(row)}</td> : null}
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledScroller>
      )}
      {rows.length > FIRST_ROWS ? (
        <div>
          <StyledPillButton type="button" onClick={() => setShowAll((all) => !all)}>
            {showAll ? `Show top ${FIRST_ROWS}` : `Show all ${rows.length}`}
          </StyledPillButton>
        </div>
      ) : null}
    </StyledSection>
  );
}
