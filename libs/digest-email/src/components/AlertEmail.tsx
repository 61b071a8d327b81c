import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { ALERT_INTRO, alertReason } from '../alert-wording';
import type { AlertEmailItem } from '../email-deals';
import { emailTheme } from '../email-theme';
import { EmailLayout } from './EmailLayout';
import { MatchedDealItem } from './MatchedDealItem';

const { colors } = emailTheme;

export interface AlertEmailProps {
  heading: string;
  deals: AlertEmailItem[];
  siteUrl: string;
  siteHost: string;
  unsubscribeUrl: string;
  manageUrl: string;
  postalAddress: string | null;
}

export function AlertEmail({
  heading,
  deals,
  siteUrl,
  siteHost,
  unsubscribeUrl,
  manageUrl,
  postalAddress,
}: AlertEmailProps) {
  const preview = deals.map(({ deal }) => deal.title).join(' · ');
  return (
    <EmailLayout
      siteUrl={siteUrl}
      preview={preview}
      postalAddress={postalAddress}
      unsubscribeUrl={unsubscribeUrl}
      manageUrl={manageUrl}
      reason={alertReason(siteHost)}
    >
      <Heading as="h1" style={{ margin: '8px 0 4px', fontSize: '20px', lineHeight: '28px' }}>
        {heading}
      </Heading>
      <Text style={{ margin: '0 0 12px', color: colors.textMuted, fontSize: '14px' }}>
        {ALERT_INTRO}
      </Text>
      {deals.map((item) => (
        <MatchedDealItem key={item.deal.id} {...item} />
      ))}
    </EmailLayout>
  );
}
