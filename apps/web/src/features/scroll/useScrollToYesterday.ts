import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection, YESTERDAY_SECTION_ID } from './scroll';

/** Lets the page settle (cards hydrate, fonts load) before jumping. */
export const LINKED_SCROLL_DELAY_MS = 500;

/** `?scrollTo=yesterday` or `#yesterday-deals` brings the visitor to yesterday's deals. */
export function useScrollToYesterday(): void {
  const { search, hash } = useLocation();
  const wanted =
    new URLSearchParams(search).get('scrollTo') === 'yesterday' ||
    hash === `#${YESTERDAY_SECTION_ID}`;

  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => scrollToSection(YESTERDAY_SECTION_ID), LINKED_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
}
