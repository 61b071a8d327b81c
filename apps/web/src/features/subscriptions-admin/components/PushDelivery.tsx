import styled from 'styled-components';
import { usePushDelivery } from '../hooks/usePushDelivery';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledTableScroll = styled.div`
  overflow-x: auto;
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
  }

  td.figure,
  th.figure {
    text-align: right;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PushDeliveryProps {
  formatDate: (iso: string) => string;
}

/** How many browsers follow deals by push, and what the last fan-outs sent. */
export function PushDelivery({ formatDate }: PushDeliveryProps) {
  const { delivery, error } = usePushDelivery();

  return (
    <StyledSection aria-labelledby="push-delivery-heading">
      <h3 id="push-delivery-heading">Push notifications</h3>
      {!delivery ? (
        <StyledNote role={error ? 'alert' : 'status'}>
          {error
            ? `Could not load push notifications (${error.message}).`
            : 'Loading push notifications…'}
        </StyledNote>
      ) : (
        <>
          <p>Push followers: {delivery.followers}</p>
          {delivery.recentFanouts.length === 0 ? (
            <StyledNote>No deal has been pushed yet.</StyledNote>
          ) : (
            <StyledTableScroll>
              <StyledTable>
                <caption>Last fan-outs</caption>
                <thead>
                  <tr>
                    <th scope="col">Deal</th>
                    <th scope="col">Started</th>
                    <th scope="col" className="figure">
                      Sent
                    </th>
                    <th scope="col" className="figure">
                      Removed
                    </th>
                    <th scope="col" className="figure">
                      Failed
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {delivery.recentFanouts.map((fanout) => (
                    <tr key={`${fanout.dealId}-${fanout.startedAt}`}>
                      <td>
                        <a href={`/deals/${fanout.dealId}`}>{fanout.dealTitle}</a>
                      </td>
                      <td>
                        {formatDate(fanout.startedAt)}
                        {fanout.finishedAt ? '' : ' (sending)'}
                      </td>
                      <td className="figure">{fanout.sent}</td>
                      <td className="figure">{fanout.removed}</td>
                      <td className="figure">{fanout.failed}</td>
                    </tr>
                  ))}
                </tbody>
              </StyledTable>
            </StyledTableScroll>
          )}
        </>
      )}
    </StyledSection>
  );
}
