import { appDeepLink } from '@deal-site/deal-text';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { isMobileDevice, openInStoreApp } from '../lib/open-deal';
import { recordDealClick } from '../lib/record-click';

const StyledGrabLink = styled.a`
  flex: 1;
  display: grid;
  place-items: center;
  min-height: 2.5rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.brandDark};
  }
`;

const StyledNoLink = styled.span`
  flex: 1;
  display: grid;
  place-items: center;
  min-height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
`;

export interface GrabDealLinkProps {
  dealId: string;
  title: string;
  href: string | null;
}

/** Counts the click, then lets the link open in a new tab (or a store's app on mobile). */
export function GrabDealLink({ dealId, title, href }: GrabDealLinkProps) {
  if (!href) return <StyledNoLink aria-disabled="true">Link unavailable</StyledNoLink>;

  const grab = (event: MouseEvent<HTMLAnchorElement>) => {
    recordDealClick(dealId);
    const appLink = isMobileDevice(navigator.userAgent) ? appDeepLink(href) : null;
    if (appLink) {
      event.preventDefault();
      openInStoreApp(href, appLink);
    }
  };

  return (
    <StyledGrabLink
      href={href}
      target="_blank"
      rel="sponsored noopener"
      aria-label={`Grab Deal: ${title}`}
      onClick={grab}
    >
      Grab Deal
    </StyledGrabLink>
  );
}
