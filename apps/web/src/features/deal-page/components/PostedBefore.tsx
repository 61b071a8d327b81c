import { Link } from 'react-router';
import styled from 'styled-components';
import { useSite } from '../../../app/site-context';
import { dealPagePath } from '../../deals/lib/deal-urls';
import { postedBeforeRows, type EarlierPosting } from '../lib/posted-before';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }

  [data-expired] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface PostedBeforeProps {
  postings: EarlierPosting[];
}

/** The product's earlier postings on this site, newest first; nothing when there are none. */
export function PostedBefore({ postings }: PostedBeforeProps) {
  const { config } = useSite();
  if (postings.length === 0) return null;
  return (
    <StyledSection aria-labelledby="posted-before-heading">
      <h2 id="posted-before-heading">Posted before</h2>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">Posted</th>
            <th scope="col">Price</th>
            <th scope="col">Deal</th>
          </tr>
        </thead>
        <tbody>
          {postedBeforeRows(postings, config.siteTimeZone).map((row) => (
            <tr key={row.dealId}>
              <td>
                <time dateTime={row.postedAt} title={row.exactTime}>
                  {row.date}
                </time>
              </td>
              <td>{row.price}</td>
              {row.live ? (
                <td>
                  <Link to={dealPagePath(row.dealId)}>Live</Link>
                </td>
              ) : (
                <td data-expired="">Expired</td>
              )}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledSection>
  );
}
