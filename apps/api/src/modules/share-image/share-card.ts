import { theme } from '@deal-site/ui';
import sharp from 'sharp';
import { titleLines } from './share-card-lines';

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

export interface ShareCardText {
  title: string;
  /** "$19.99, was $29.99 (33% off)", or '' for none. */
  price: string;
  siteName: string;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const FONT = "'Liberation Sans', Arial, Helvetica, sans-serif";

/** Servers rarely have an emoji font: a pictograph would be drawn as an empty box. */
const withoutPictographs = (text: string) =>
  text
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

function cardSvg(text: ShareCardText): string {
  const [title, price, siteName] = [text.title, text.price, text.siteName].map(withoutPictographs);
  const lines = titleLines(title);
  const titleTop = 200 - (lines.length - 1) * 36;
  const titleText = lines
    .map(
      (line, index) =>
        `<text x="80" y="${titleTop + index * 78}" font-size="64" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const priceText = price
    ? `<text x="80" y="${titleTop + lines.length * 78 + 40}" font-size="48" fill="${theme.colors.brand}" font-weight="700">${escapeXml(price)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${theme.colors.background}"/>` +
    `<rect width="100%" height="16" fill="${theme.colors.brand}"/>` +
    `<g font-family="${FONT}" fill="${theme.colors.text}">${titleText}${priceText}` +
    `<text x="80" y="${SHARE_CARD_HEIGHT - 64}" font-size="36" fill="${theme.colors.brandDark}" font-weight="700">${escapeXml(siteName)}</text>` +
    '</g></svg>'
  );
}

/** A 1200×630 PNG naming the deal, its price and the site: the preview of a deal without a picture. */
export function renderShareCard(text: ShareCardText): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(text)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
