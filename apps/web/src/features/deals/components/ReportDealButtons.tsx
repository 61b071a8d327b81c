import styled from 'styled-components';
import { StyledPillButton } from '../../layout/components/buttons';
import { useReportDeal } from '../hooks/useReportDeal';
import { REPORT_CHOICES } from '../lib/report-deal';

const StyledReport = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ReportDealButtonsProps {
  dealId: string;
}

/** A deal page's "Report expired", "Price changed" and "Link broken". */
export function ReportDealButtons({ dealId }: ReportDealButtonsProps) {
  const report = useReportDeal();
  return (
    <StyledReport role="group" aria-label="Report a problem with this deal">
      <span>Something wrong?</span>
      {REPORT_CHOICES.map(({ kind, label }) => (
        <StyledPillButton key={kind} type="button" onClick={() => report(dealId, kind)}>
          {label}
        </StyledPillButton>
      ))}
    </StyledReport>
  );
}
