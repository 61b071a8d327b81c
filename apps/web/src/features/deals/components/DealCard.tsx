import {
  dealLink,
  dealSummary,
  displayTitle,
  isHotDeal,
  splitImageList,
  titleSize,
} from '@deal-site/deal-text';
import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-components';
import { useSite } from '../../../app/site-context';
import type { DealCard_DealFragment } from '../../../gql/graphql';
import { FlameIcon } from '../../layout/components/icons';
import { dealPagePath, dealPageUrl } from '../lib/deal-urls';
import { CouponChip, couponChipStyles } from './CouponChip';
import { carouselStyles, DealCarousel } from './DealCarousel';
import { DealCardCuratorSlot } from './DealCardCuratorSlot';
import { CardStoreLink, cardStoreLinkStyles } from './CardStoreLink';
import { GrabDealLink, grabDealStyles } from './GrabDealLink';
import { LowestPriceBadge, lowestPriceBadgeStyles } from './LowestPriceBadge';
import { ShareButton, shareButtonStyles } from './ShareButton';

// Fetched on the first right-click: most visitors never open it.
const DealCardMenu = lazy(() =>
  import('./DealCardMenu').then((module) => ({ default: module.DealCardMenu })),
);

/**
 * Every style of a deal card, for the element around the cards: a grid, the deal page's layout,
 * the curator's preview.
 *
 * The card and its parts are plain elements with class names. When each part was a styled
 * component of its own, a home page rendered about 430 of them, each working out its styles in
 * every server render; now each list of cards works them out once.
 */
export const dealCardStyles = css`
  .deal-card {
    position: relative;
    display: flex;
    flex-direction: column;
    width: 100%;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.card};
    overflow: hidden;
  }

  /* Fixed height, so a not-yet-rendered card can reserve exactly this much. */
  .card-body {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    height: ${({ theme }) => theme.layout.cardBodyHeight};
    padding: ${({ theme }) => theme.space.sm};
  }

  .card-title {
    margin: 0;
    height: 3.9rem;
    overflow: hidden;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    font-size: ${({ theme }) => theme.titleSizes.normal};
    line-height: 1.3;
    overflow-wrap: anywhere;

    &[data-size='smaller'] {
      font-size: ${({ theme }) => theme.titleSizes.smaller};
    }

    &[data-size='smallest'] {
      font-size: ${({ theme }) => theme.titleSizes.smallest};
    }

    a {
      text-decoration: none;
    }

    a:hover {
      text-decoration: underline;
    }
  }

  .badges {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 1.75rem;
  }

  .price {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  .expired-badge {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.textMuted};
    color: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  .price-time {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }

  .hot-deal {
    display: inline-flex;
    color: ${({ theme }) => theme.colors.hot};
  }

  .code-row {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
    min-height: 2rem;
  }

  .card-actions {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    margin-top: auto;
  }

  ${carouselStyles}
  ${couponChipStyles}
  ${grabDealStyles}
  ${cardStoreLinkStyles}
  ${lowestPriceBadgeStyles}
  ${shareButtonStyles}
`;

export interface DealCardProps {
  deal: DealCard_DealFragment;
  /** Average clicks of the deals shown with this one: beating it earns the flame. */
  averageClicks: number;
  /** The first cards of a page load their image at once. */
  eager?: boolean;
  /** After the curator deletes the deal from this card; by default its list drops the card. */
  onDeleted?: () => void;
  /** The title's heading level: 3 under a list's h2, 2 right under a deal page's h1. */
  titleLevel?: 2 | 3;
}

interface MenuPosition {
  x: number;
  y: number;
}

/** Styled by `dealCardStyles`, which the element around it carries. */
export function DealCard({
  deal,
  averageClicks,
  eager = false,
  onDeleted,
  titleLevel = 3,
}: DealCardProps) {
  const { config } = useSite();
  const [menu, setMenu] = useState<MenuPosition | null>(null);
  const focusBeforeMenu = useRef<HTMLElement | null>(null);

  const title = displayTitle(deal);
  const TitleHeading = titleLevel === 2 ? 'h2' : 'h3';
  const { priceLabel: price, priceAsOf: priceTime, code } = dealSummary(deal, config.siteTimeZone);
  const href = dealLink(deal);
  const shareUrl = dealPageUrl(config.publicUrl, deal.id);

  const openMenu = (event: MouseEvent<HTMLElement>) => {
    if (deal.expired) return;
    event.preventDefault();
    focusBeforeMenu.current = document.activeElement as HTMLElement | null;
    // A menu opened from the keyboard reports no pointer position: open it at the card instead.
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    const box = event.currentTarget.getBoundingClientRect();
    setMenu(fromKeyboard ? { x: box.left, y: box.top } : { x: event.clientX, y: event.clientY });
  };

  const closeMenu = useCallback(() => {
    setMenu(null);
    const previous = focusBeforeMenu.current;
    if (previous && document.activeElement?.closest('[role="menu"]')) previous.focus();
  }, []);

  return (
    <article
      className="deal-card"
      data-testid="deal-card"
      aria-label={title}
      onContextMenu={openMenu}
    >
      <DealCardCuratorSlot deal={deal} title={title} onDeleted={onDeleted} />
      <DealCarousel images={splitImageList(deal.imageUrl)} title={title} eager={eager} />
      <div className="card-body">
        <TitleHeading className="card-title" data-size={titleSize(title)}>
          <Link to={dealPagePath(deal.id)}>{title}</Link>
        </TitleHeading>
        <div className="badges">
          <span className="price" title={deal.price ? `Price as of ${priceTime}` : undefined}>
            {price}
          </span>
          {deal.expired ? <span className="expired-badge">Expired</span> : null}
          {deal.price ? <span className="price-time">as of {priceTime}</span> : null}
          {isHotDeal(deal.clicks, averageClicks) ? (
            <span className="hot-deal" role="img" aria-label="Hot deal" title="Hot deal">
              <FlameIcon />
            </span>
          ) : null}
        </div>
        <div className="code-row">
          {code ? <CouponChip code={code} /> : null}
          {deal.lowestPostedPrice ? <LowestPriceBadge /> : null}
        </div>
        {deal.store ? <CardStoreLink store={deal.store} /> : null}
        <div className="card-actions">
          <GrabDealLink dealId={deal.id} title={title} href={href} expired={deal.expired} />
          <ShareButton deal={{ title, text: `${title} - ${price}`, url: shareUrl }} />
        </div>
      </div>
      {menu ? (
        <Suspense fallback={null}>
          <DealCardMenu
            dealId={deal.id}
            title={title}
            href={href}
            x={menu.x}
            y={menu.y}
            onClose={closeMenu}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
