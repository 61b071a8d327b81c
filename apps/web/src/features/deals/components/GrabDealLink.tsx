import { appDeepLink, detectStore } from '@deal-site/deal-text';
import type { MouseEvent } from 'react';
import { css } from 'styled-components';
import { isMobileDevice, openInStoreApp } from '../lib/open-deal';
import { trackedDealPath } from '../lib/deal-urls';
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

  .paid-link {
    align-self: center;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;

export interface GrabDealLinkProps {
  dealId: string;
  title: string;
  /** The deal's affiliate link, or null when it has none. */
  href: string | null;
  /** Its expiry has come: the button is disabled. */
  expired: boolean;
}

/**
 * A real link to /go/{id}, which counts the click and redirects, so it works without scripts and
 * from a middle-click. On mobile a store's app is tried first; that press is counted by a beacon,
 * since it never reaches /go. Amazon's rules ask for the visible "(paid link)". Styled by
 * `dealCardStyles`, with the card it sits in.
 */
export function GrabDealLink({ dealId, title, href, expired }: GrabDealLinkProps) {
  if (expired)
    return (
      <span className="grab-deal" aria-disabled="true">
        Deal expired
      </span>
    );
  if (!href)
    return (
      <span className="grab-deal" aria-disabled="true">
        Link unavailable
      </span>
    );

  const grab = (event: MouseEvent<HTMLAnchorElement>) => {
    const appLink = isMobileDevice(navigator.userAgent) ? appDeepLink(href) : null;
    if (appLink) {
      event.preventDefault();
      recordDealClick(dealId);
      openInStoreApp(href, appLink);
    }
  };

  return (
    <>
      <a
        className="grab-deal"
        href={trackedDealPath(dealId)}
        target="_blank"
        rel="sponsored nofollow noopener"
        aria-label={`Grab Deal: ${title}`}
        onClick={grab}
      >
        Grab Deal
      </a>
      {detectStore(href) === 'amazon' ? <span className="paid-link">(paid link)</span> : null}
    </>
  );
}
