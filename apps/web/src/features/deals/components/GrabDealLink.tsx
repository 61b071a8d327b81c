import { appDeepLink } from '@deal-site/deal-text';
import type { MouseEvent } from 'react';
import { css } from 'styled-components';
import { isMobileDevice, openInStoreApp } from '../lib/open-deal';
import { recordDealClick } from '../lib/record-click';

/** The link's styles, part of the card's (`dealCardStyles`). */
export const grabDealStyles = css`
  .grab-deal {
    flex: 1;
    display: grid;
    place-items: center;
    min-height: 2.5rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    font-weight: 700;
  }

  a.grab-deal {
    padding: 0 ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.surface};
    text-decoration: none;

    &:hover {
      background: ${({ theme }) => theme.colors.brandDark};
    }
  }

  span.grab-deal {
    background: ${({ theme }) => theme.colors.placeholder};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface GrabDealLinkProps {
  dealId: string;
  title: string;
  href: string | null;
}

/**
 * Counts the click, then lets the link open in a new tab (or a store's app on mobile). Styled by
 * `dealCardStyles`, with the card it sits in.
 */
export function GrabDealLink({ dealId, title, href }: GrabDealLinkProps) {
  if (!href)
    return (
      <span className="grab-deal" aria-disabled="true">
        Link unavailable
      </span>
    );

  const grab = (event: MouseEvent<HTMLAnchorElement>) => {
    recordDealClick(dealId);
    const appLink = isMobileDevice(navigator.userAgent) ? appDeepLink(href) : null;
    if (appLink) {
      event.preventDefault();
      openInStoreApp(href, appLink);
    }
  };

  return (
    <a
      className="grab-deal"
      href={href}
      target="_blank"
      rel="sponsored noopener"
      aria-label={`Grab Deal: ${title}`}
      onClick={grab}
    >
      Grab Deal
    </a>
  );
}
