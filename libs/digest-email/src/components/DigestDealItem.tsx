import type { ReactNode } from 'react';
import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { emailTheme } from '../email-theme';
import type { DigestDeal } from '../email-types';

const { colors } = emailTheme;

// Long words and codes wrap instead of widening the message on a narrow screen.
const wrapAnywhere = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

const titleStyle = {
  ...wrapAnywhere,
  color: colors.text,
  fontSize: '16px',
  fontWeight: 600,
  lineHeight: '22px',
  textDecoration: 'none',
};

const imageStyle = {
  display: 'block',
  width: '100%',
  maxWidth: `${emailTheme.thumbnailWidth}px`,
  height: 'auto',
  border: `1px solid ${colors.border}`,
  borderRadius: '6px',
};

const codeStyle = {
  ...wrapAnywhere,
  display: 'inline-block',
  margin: '6px 0 0',
  padding: '2px 8px',
  border: `1px dashed ${colors.codeBorder}`,
  borderRadius: '6px',
  backgroundColor: colors.codeBackground,
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: '14px',
};

export interface DigestDealItemProps {
  deal: DigestDeal;
  dealUrl: string;
  imageUrl: string | null;
  /** Lines shown under the price and code, such as the alerts the deal matched. */
  children?: ReactNode;
}

/** One deal: thumbnail, title, price and code, all leading to the deal's page on the site. */
export function DigestDealItem({ deal, dealUrl, imageUrl, children }: DigestDealItemProps) {
  return (
    <Section style={{ padding: '12px 0', borderTop: `1px solid ${colors.border}` }}>
      <Row>
        {imageUrl ? (
          <Column
            width={emailTheme.thumbnailWidth + 12}
            style={{ width: `${emailTheme.thumbnailWidth + 12}px`, verticalAlign: 'top' }}
          >
            <Link href={dealUrl}>
              <Img
                src={imageUrl}
                width={emailTheme.thumbnailWidth}
                alt={deal.title}
                style={imageStyle}
              />
            </Link>
          </Column>
        ) : null}
        <Column style={{ verticalAlign: 'top' }}>
          <Link href={dealUrl} style={titleStyle}>
            {deal.title}
          </Link>
          {deal.priceLabel ? (
            <Text
              style={{ margin: '4px 0 0', color: colors.accent, fontSize: '15px', fontWeight: 700 }}
            >
              {deal.priceLabel}
            </Text>
          ) : null}
          {deal.priceAsOf ? (
            <Text style={{ margin: '2px 0 0', color: colors.textMuted, fontSize: '12px' }}>
              Price as of {deal.priceAsOf}
            </Text>
          ) : null}
          {deal.code ? (
            <Text style={codeStyle}>
              Code: <strong>{deal.code}</strong>
            </Text>
          ) : null}
          {children}
          <Text style={{ margin: '6px 0 0', fontSize: '14px' }}>
            <Link href={dealUrl} style={{ color: colors.brand, fontWeight: 600 }}>
              See the deal
            </Link>
          </Text>
        </Column>
      </Row>
    </Section>
  );
}
