import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { emailTheme } from '../email-theme';
import type { AlertEmailItem, DigestEmailDeal } from '../email-deals';
import type { DigestFrequency } from '../email-types';
import { MATCHING_ALERTS_HEADING } from '../alert-wording';
import { DigestDealItem } from './DigestDealItem';
import { EmailLayout } from './EmailLayout';
import { MatchedDealItem } from './MatchedDealItem';

export interface DigestEmailProps {
  heading: string;
  frequency: DigestFrequency;
  deals: DigestEmailDeal[];
  matching?: AlertEmailItem[];
  siteUrl: string;
  unsubscribeUrl: string;
  manageUrl?: string;
  postalAddress: string | null;
}

export function DigestEmail({
  heading,
  frequency,
  deals,
  matching = [],
  siteUrl,
  unsubscribeUrl,
  manageUrl,
  postalAddress,
}: DigestEmailProps) {
  const preview = deals.map(({ deal }) => deal.title).join(' · ');
  return (
    <EmailLayout
      siteUrl={siteUrl}
      preview={preview}
      postalAddress={postalAddress}
      unsubscribeUrl={unsubscribeUrl}
      manageUrl={manageUrl}
    >
      <Heading as="h1" style={{ margin: '8px 0 4px', fontSize: '20px', lineHeight: '28px' }}>
        {heading}
      </Heading>
      <Text style={{ margin: '0 0 12px', color: emailTheme.colors.textMuted, fontSize: '14px' }}>
        Your {frequency} pick of deals. Open one to see the price, the code and the retailer.
      </Text>
      {matching.length > 0 ? (
        <>
          <Heading as="h2" style={{ margin: '16px 0 4px', fontSize: '17px', lineHeight: '24px' }}>
            {MATCHING_ALERTS_HEADING}
          </Heading>
          {matching.map((item) => (
            <MatchedDealItem key={`matching-${item.deal.id}`} {...item} />
          ))}
          <Heading as="h2" style={{ margin: '16px 0 4px', fontSize: '17px', lineHeight: '24px' }}>
            All new deals
          </Heading>
        </>
      ) : null}
      {deals.map((item) => (
        <DigestDealItem key={item.deal.id} {...item} />
      ))}
    </EmailLayout>
  );
}
