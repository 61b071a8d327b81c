import { Button, Heading, Link, Text } from '@react-email/components';
import { emailTheme } from '../email-theme';
import type { DigestFrequency } from '../email-types';
import { SITE_NAME } from '../site-wording';
import { EmailLayout } from './EmailLayout';

const { colors } = emailTheme;

const paragraphStyle = { margin: '0 0 12px', fontSize: '15px', lineHeight: '22px' };

export interface ConfirmationEmailProps {
  confirmUrl: string;
  frequency: DigestFrequency;
  siteUrl: string;
  siteHost: string;
  postalAddress: string | null;
}

export function ConfirmationEmail({
  confirmUrl,
  frequency,
  siteUrl,
  siteHost,
  postalAddress,
}: ConfirmationEmailProps) {
  return (
    <EmailLayout
      siteUrl={siteUrl}
      preview={`Confirm your ${frequency} deal e-mails from ${SITE_NAME}`}
      postalAddress={postalAddress}
    >
      <Heading as="h1" style={{ margin: '8px 0 12px', fontSize: '20px', lineHeight: '28px' }}>
        Confirm your subscription
      </Heading>
      <Text style={paragraphStyle}>
        Someone, hopefully you, asked for {frequency} deal e-mails from {SITE_NAME} ({siteHost}).
        Nothing is sent until you confirm.
      </Text>
      <Button
        href={confirmUrl}
        style={{
          padding: '12px 20px',
          borderRadius: '999px',
          backgroundColor: colors.brand,
          color: colors.buttonText,
          fontWeight: 700,
          fontSize: '15px',
        }}
      >
        Confirm my subscription
      </Button>
      <Text style={{ ...paragraphStyle, margin: '16px 0 12px', fontSize: '13px' }}>
        Or open this link:{' '}
        <Link href={confirmUrl} style={{ color: colors.brand, overflowWrap: 'anywhere' }}>
          {confirmUrl}
        </Link>
      </Text>
      <Text style={{ ...paragraphStyle, color: colors.textMuted, fontSize: '13px' }}>
        If you did not ask for this, ignore this e-mail: the request expires in 7 days.
      </Text>
    </EmailLayout>
  );
}
