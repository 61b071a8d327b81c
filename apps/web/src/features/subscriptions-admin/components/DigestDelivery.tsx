import styled from 'styled-components';
import { StatFigures } from '../../analytics/components/StatFigures';
import { StyledButtonRow } from '../../deal-admin/components/controls';
import { StyledPrimaryButton } from '../../layout/components/buttons';
import { StyledPanelNote } from '../../layout/components/panel-parts';
import { DIGEST_FREQUENCIES, DIGEST_TEXTS, runDigestButtonLabel } from '../digest-texts';
import { useEmailDelivery } from '../hooks/useEmailDelivery';
import { useRunDigest } from '../hooks/useRunDigest';
import { DigestRunTable } from './DigestRunTable';
import { TestDigestForm } from './TestDigestForm';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.bannerBorder};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.banner};
`;

export interface DigestDeliveryProps {
  formatDate: (iso: string) => string;
}

/** Subscriber counts, whether mail goes out, the run buttons, a test send and the last runs. */
export function DigestDelivery({ formatDate }: DigestDeliveryProps) {
  const { delivery, error } = useEmailDelivery();
  const { running, runDigest } = useRunDigest();

  return (
    <StyledSection aria-labelledby="digest-delivery-heading">
      <h3 id="digest-delivery-heading">Digests</h3>
      {!delivery ? (
        <StyledPanelNote role={error ? 'alert' : 'status'}>
          {error ? `Could not load the digest overview (${error.message}).` : 'Loading digests…'}
        </StyledPanelNote>
      ) : (
        <>
          <StatFigures
            figures={[
              { label: 'Confirmed', value: String(delivery.confirmedCount) },
              { label: 'Pending', value: String(delivery.pendingCount) },
              { label: 'Paused', value: String(delivery.pausedCount) },
              { label: 'Alerts', value: String(delivery.alertCount) },
              { label: 'With alerts', value: String(delivery.alertSubscriberCount) },
              { label: 'Alert e-mails, 24 h', value: String(delivery.alertMailsLastDay) },
            ]}
          />
          {delivery.mailConfigured ? null : (
            <StyledNotice role="note">{DIGEST_TEXTS.mailNotConfigured}</StyledNotice>
          )}
          <StyledButtonRow>
            {DIGEST_FREQUENCIES.map((frequency) => (
              <StyledPrimaryButton
                key={frequency}
                type="button"
                disabled={!delivery.mailConfigured || running !== null}
                onClick={() => void runDigest(frequency)}
              >
                {runDigestButtonLabel(frequency, running === frequency)}
              </StyledPrimaryButton>
            ))}
          </StyledButtonRow>
          <TestDigestForm disabled={!delivery.mailConfigured} />
          <DigestRunTable runs={delivery.recentRuns} formatDate={formatDate} />
        </>
      )}
    </StyledSection>
  );
}
