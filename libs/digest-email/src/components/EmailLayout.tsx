import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { emailTheme } from '../email-theme';
import { AFFILIATE_DISCLOSURE, PRICE_NOTE, SITE_NAME } from '../site-wording';

const { colors } = emailTheme;

const bodyStyle = {
  margin: 0,
  padding: '16px 0',
  backgroundColor: colors.background,
  color: colors.text,
  fontFamily: emailTheme.font,
};

const containerStyle = {
  width: '100%',
  maxWidth: `${emailTheme.contentWidth}px`,
  backgroundColor: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '12px',
};

const brandStyle = {
  color: colors.brand,
  fontSize: '22px',
  fontWeight: 700,
  textDecoration: 'none',
};

const footerTextStyle = {
  margin: '0 0 8px',
  color: colors.textMuted,
  fontSize: '12px',
  lineHeight: '18px',
};

const footerLinkStyle = { color: colors.text, textDecoration: 'underline' };

export interface EmailLayoutProps {
  siteUrl: string;
  /** The hidden preheader most clients show next to the subject. */
  preview: string;
  postalAddress: string | null;
  /** Shown in the footer when the reader is a subscriber. */
  unsubscribeUrl?: string;
  /** The subscriber's page for alerts and frequency, linked next to unsubscribe. */
  manageUrl?: string;
  /** Why the reader gets this e-mail, first in the footer. */
  reason?: string;
  children: ReactNode;
}

/** Header with the site name, the content, and a footer: subscriber links, disclosure, address. */
export function EmailLayout({
  siteUrl,
  preview,
  postalAddress,
  unsubscribeUrl,
  manageUrl,
  reason,
  children,
}: EmailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={bodyStyle}>
        <Container style={containerStyle}>
          <Section style={{ padding: '20px 16px 4px' }}>
            <Link href={siteUrl} style={brandStyle}>
              {SITE_NAME}
            </Link>
          </Section>
          <Section style={{ padding: '0 16px' }}>{children}</Section>
          <Section style={{ padding: '0 16px 16px' }}>
            <Hr style={{ borderColor: colors.border, margin: '16px 0' }} />
            {reason ? <Text style={footerTextStyle}>{reason}</Text> : null}
            {unsubscribeUrl ? (
              <Text style={footerTextStyle}>
                {manageUrl ? (
                  <>
                    <Link href={manageUrl} style={footerLinkStyle}>
                      Manage alerts
                    </Link>
                    {' · '}
                  </>
                ) : null}
                <Link href={unsubscribeUrl} style={footerLinkStyle}>
                  Unsubscribe
                </Link>{' '}
                from these e-mails at any time.
              </Text>
            ) : null}
            <Text style={footerTextStyle}>
              {AFFILIATE_DISCLOSURE} {PRICE_NOTE}
            </Text>
            {postalAddress ? (
              <Text style={{ ...footerTextStyle, whiteSpace: 'pre-line' }}>{postalAddress}</Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
