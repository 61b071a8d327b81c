import { createHash } from 'node:crypto';
import { displayTitle, priceAndSavingLabel, splitImageList } from '@deal-site/deal-text';
import { type ImageStore, uploadNameOfPath } from '@deal-site/image-store';
import sharp from 'sharp';
import type { Deal } from '../deal/deal.entity';
import type { ImageHeaderOptions } from '../image/image-headers';
import { servedImage, type ServedImage } from '../image/served-image';
import { ByteBoundedCache } from '../image/byte-bounded-cache';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, renderShareCard } from './share-card';

/** The width social sites show a large preview at; variants are never wider than their upload. */
export const SHARE_IMAGE_WIDTH = 1200;
const HOT_CARD_BYTES = 8 * 1024 * 1024;
const KNOWN_UPLOAD_SIZES = 2_000;

const CARD_NAME = /^deal-\d{1,12}-[0-9a-f]{12}\.png$/;
export const isShareCardName = (name: string) => CARD_NAME.test(name);

export interface ShareImage {
  url: string;
  /** Null where the site cannot know them: a picture on another site. */
  width: number | null;
  height: number | null;
}

interface CardText {
  title: string;
  price: string;
}

/**
 * What a shared deal shows as its preview: its first upload as a 1200 px wide variant, a picture
 * on another site as it is, or for a deal without one a card made with sharp, kept on disk (or
 * S3) and in memory like the variants.
 */
export class ShareImageService {
  private readonly uploadSizes = new Map<string, { width: number; height: number } | null>();
  private readonly hotCards = new ByteBoundedCache<ServedImage>(HOT_CARD_BYTES);

  constructor(
    private readonly uploads: ImageStore,
    private readonly cards: ImageStore,
    private readonly siteName: string,
    private readonly headerOptions: ImageHeaderOptions,
  ) {}

  async of(deal: Deal): Promise<ShareImage> {
    const [first] = splitImageList(deal.imageUrl);
    if (!first)
      return { url: this.cardUrl(deal), width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT };
    const upload = uploadNameOfPath(first);
    const size = upload ? await this.uploadSize(upload) : null;
    if (!upload || !size) return { url: first, width: null, height: null };
    const width = Math.min(SHARE_IMAGE_WIDTH, size.width);
    return {
      url: `/api/images/${upload}?w=${SHARE_IMAGE_WIDTH}`,
      width,
      height: Math.round((size.height * width) / size.width),
    };
  }

  /** The deal's card as it reads now, with the version its URL carries. */
  async card(deal: Deal): Promise<{ image: ServedImage; version: string }> {
    const text = cardText(deal);
    const version = cardVersion(text);
    const name = `deal-${deal.id}-${version}.png`;
    const hot = this.hotCards.get(name);
    if (hot) return { image: hot, version };
    const stored = await this.cards.read(name);
    const data = stored ?? (await renderShareCard({ ...text, siteName: this.siteName }));
    if (!stored) await this.keep(deal.id, name, data);
    const image = servedImage(
      data,
      { contentType: 'image/png', negotiated: false },
      this.headerOptions,
    );
    this.hotCards.set(name, image);
    return { image, version };
  }

  private cardUrl(deal: Deal): string {
    return `/api/deals/${deal.id}/share-card.png?v=${cardVersion(cardText(deal))}`;
  }

  /** Stores the card, then drops the deal's older ones (a title or price since changed). */
  private async keep(dealId: number, name: string, data: Buffer): Promise<void> {
    await this.cards.put(name, data);
    const older = (await this.cards.list(`deal-${dealId}-`)).filter((stored) => stored !== name);
    await Promise.all(older.map((stored) => this.cards.delete(stored)));
  }

  private async uploadSize(name: string): Promise<{ width: number; height: number } | null> {
    if (this.uploadSizes.has(name)) return this.uploadSizes.get(name)!;
    const data = await this.uploads.read(name);
    const metadata = data
      ? await sharp(data)
          .metadata()
          .catch(() => null)
      : null;
    const size =
      metadata?.width && metadata.height
        ? { width: metadata.width, height: metadata.height }
        : null;
    // An upload's name never gets other bytes, so its size is known for good.
    if (this.uploadSizes.size >= KNOWN_UPLOAD_SIZES) this.uploadSizes.clear();
    this.uploadSizes.set(name, size);
    return size;
  }
}

type CardDeal = Pick<Deal, 'title' | 'description' | 'price' | 'originalPrice' | 'percentOff'>;

function cardText(deal: CardDeal): CardText {
  return { title: displayTitle(deal), price: priceAndSavingLabel(deal) };
}

function cardVersion({ title, price }: CardText): string {
  return createHash('sha256').update(`${title}\n${price}`).digest('hex').slice(0, 12);
}
