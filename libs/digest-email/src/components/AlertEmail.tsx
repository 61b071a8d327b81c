import { Heading, Text } from '@react-email/components';
import { ALERT_INTRO, alertReason, matchedAlertsLine } from '../alert-wording';
import { emailTheme } from '../email-theme';
import type { AlertEmailDeal } from '../email-types';
import type { DigestEmailDeal } from './DigestEmail';
import { DigestDealItem } from './DigestDealItem';
import { EmailLayout } from './EmailLayout';

const { colors } = emailTheme;

export interface AlertEmailItem extends DigestEmailDeal {
  deal: AlertEmailDeal;
}

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
      {deals.map((item) => {
        const matched = matchedAlertsLine(item.deal.matchedAlerts);
        return (
          <DigestDealItem key={item.deal.id} {...item}>
            {matched ? (
              <Text
                style={{
                  margin: '6px 0 0',
                  color: colors.textMuted,
                  fontSize: '12px',
                  overflowWrap: 'anywhere',
                }}
              >
                {matched}
              </Text>
            ) : null}
          </DigestDealItem>
        );
      })}
    </EmailLayout>
  );
}
