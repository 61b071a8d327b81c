import { Heading, Text } from '@react-email/components';
import { emailTheme } from '../email-theme';
import type { DigestDeal, DigestFrequency } from '../email-types';
import { DigestDealItem } from './DigestDealItem';
import { EmailLayout } from './EmailLayout';

export interface DigestEmailDeal {
  deal: DigestDeal;
  dealUrl: string;
  imageUrl: string | null;
}

export interface DigestEmailProps {
  heading: string;
  frequency: DigestFrequency;
  deals: DigestEmailDeal[];
  siteUrl: string;
  unsubscribeUrl: string;
  manageUrl?: string;
  postalAddress: string | null;
}

export function DigestEmail({
  heading,
  frequency,
  deals,
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
      {deals.map((item) => (
        <DigestDealItem key={item.deal.id} {...item} />
      ))}
    </EmailLayout>
  );
}
