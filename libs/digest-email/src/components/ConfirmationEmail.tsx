import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { emailTheme } from '../email-theme';
import type { ConfirmationWording } from '../digest-wording';
import { EmailLayout } from './EmailLayout';

const { colors } = emailTheme;

const paragraphStyle = { margin: '0 0 12px', fontSize: '15px', lineHeight: '22px' };

export interface ConfirmationEmailProps {
  confirmUrl: string;
  wording: ConfirmationWording;
  siteUrl: string;
  siteHost: string;
  postalAddress: string | null;
}

export function ConfirmationEmail({
  confirmUrl,
  wording,
  siteUrl,
  siteHost,
  postalAddress,
}: ConfirmationEmailProps) {
  return (
    <EmailLayout siteUrl={siteUrl} preview={wording.preview} postalAddress={postalAddress}>
      <Heading as="h1" style={{ margin: '8px 0 12px', fontSize: '20px', lineHeight: '28px' }}>
        {wording.heading}
      </Heading>
      <Text style={paragraphStyle}>
        Someone, hopefully you, asked for {wording.request} ({siteHost}). {wording.meanwhile}
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
        {wording.button}
      </Button>
      <Text style={{ ...paragraphStyle, margin: '16px 0 12px', fontSize: '13px' }}>
        Or open this link:{' '}
        <Link href={confirmUrl} style={{ color: colors.brand, overflowWrap: 'anywhere' }}>
          {confirmUrl}
        </Link>
      </Text>
      <Text style={{ ...paragraphStyle, color: colors.textMuted, fontSize: '13px' }}>
        {wording.ignore}
      </Text>
    </EmailLayout>
  );
}
