import styled from 'styled-components';
import { AdminTable } from '../../layout/components/AdminTable';
import { StyledPanelNote } from '../../layout/components/panel-parts';
import { usePushDelivery } from '../hooks/usePushDelivery';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
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
        <StyledPanelNote role={error ? 'alert' : 'status'}>
          {error
            ? `Could not load push notifications (${error.message}).`
            : 'Loading push notifications…'}
        </StyledPanelNote>
      ) : (
        <>
          <p>Push followers: {delivery.followers}</p>
          <AdminTable
            caption="Last fan-outs"
            empty="No deal has been pushed yet."
            rows={delivery.recentFanouts}
            rowKey={(fanout) => `${fanout.dealId}-${fanout.startedAt}`}
            columns={[
              {
                header: 'Deal',
                wrap: true,
                cell: (fanout) => <a href={`/deals/${fanout.dealId}`}>{fanout.dealTitle}</a>,
              },
              {
                header: 'Started',
                cell: (fanout) =>
                  `${formatDate(fanout.startedAt)}${fanout.finishedAt ? '' : ' (sending)'}`,
              },
              { header: 'Sent', figure: true, cell: (fanout) => fanout.sent },
              { header: 'Removed', figure: true, cell: (fanout) => fanout.removed },
              { header: 'Failed', figure: true, cell: (fanout) => fanout.failed },
            ]}
          />
        </>
      )}
    </StyledSection>
  );
}
