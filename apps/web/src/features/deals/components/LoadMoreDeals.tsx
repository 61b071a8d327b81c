import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { StyledPillButton } from '../../layout/components/buttons';
import type { DealListing } from '../hooks/useMorePages';

/** The next page starts loading while the button is still this far below the viewport. */
const AUTO_LOAD_MARGIN: IntersectionObserverInit = { rootMargin: '0px 0px 600px 0px' };

const StyledRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.lg} 0`};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface LoadMoreDealsProps {
  pages: Pick<DealListing, 'hasMore' | 'loadingMore' | 'loadMoreFailed' | 'loadMore'>;
  /** What the button loads: "deals", "today's deals"… */
  label: string;
}

/** A "Load more" button that also presses itself as it nears the viewport. */
export function LoadMoreDeals({ pages, label }: LoadMoreDealsProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { hasMore, loadingMore, loadMoreFailed, loadMore } = pages;

  useEffect(() => {
    const button = ref.current;
    if (!button || loadingMore || loadMoreFailed || typeof IntersectionObserver === 'undefined') {
      return;
    }
    // A fresh observer reports at once, so pages keep coming while the button stays near.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, AUTO_LOAD_MARGIN);
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMoreFailed, loadMore]);

  if (!hasMore) return null;
  return (
    <StyledRow>
      <StyledPillButton ref={ref} type="button" aria-disabled={loadingMore} onClick={loadMore}>
        {`Load more ${label}`}
      </StyledPillButton>
      {loadMoreFailed ? <StyledError role="alert">Failed to load more deals.</StyledError> : null}
    </StyledRow>
  );
}
