import { displayTitle, priceLabel } from '@deal-site/deal-text';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useSite } from '../../../app/site-context';
import { graphql } from '../../../gql/curator';
import type { AdminDealList_DealFragment } from '../../../gql/curator/graphql';
import { StyledButtonRow, StyledMuted } from './controls';
import { DealSourcesLink } from '../../analytics/components/DealSourcesLink';
import { pillControl, StyledPillButton } from '../../layout/components/buttons';
import { DealEditDialog } from './DealEditDialog';
import { DeleteDealButton } from './DeleteDealButton';
import { DealExpiryButton } from './DealExpiryButton';
import { expiryLabel } from '../expiry-label';
import { publishLabel } from '../publish-label';

/**
 * A deal as a row shows it, with what a saved deal's card shows too: the deal writes answer this,
 * so an edit reaches the rows and the public cards on screen alike.
 */
export const AdminDealListFragment = graphql(`
  fragment AdminDealList_deal on Deal {
    ...DealEditDialog_deal
    price
    originalPrice
    percentOff
    imageUrl
    tagline
    category
    clicks
    createdAt
    priceSetAt
    expired
    store {
      slug
      name
    }
  }
`);

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledRowText = styled.div`
  display: grid;
  min-width: 0;
  flex: 1 1 240px;
`;

const StyledRowTitle = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const StyledStateMark = styled.span<{ $muted: boolean }>`
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.accent)};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

const StyledSourcesLink = styled(DealSourcesLink)`
  ${pillControl}
`;

const CATEGORY_NAMES: Record<AdminDealList_DealFragment['category'], string> = {
  DAILY: 'Daily',
  FASHION: 'Fashion',
  FAVORITES: 'Favorites',
};

export interface AdminDealListProps {
  label: string;
  deals: AdminDealList_DealFragment[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  emptyText: string;
  /** Lists that mix categories say which one each deal is in. */
  showCategory?: boolean;
}

/** Deals as rows the curator can edit or delete. */
export function AdminDealList({
  label,
  deals,
  loading,
  failed,
  onRetry,
  emptyText,
  showCategory = false,
}: AdminDealListProps) {
  const { config } = useSite();
  const [editing, setEditing] = useState<AdminDealList_DealFragment | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const dateFormat = new Intl.DateTimeFormat('en-US', {
    timeZone: config.siteTimeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  let status: string;
  if (failed) status = 'The deals could not be loaded.';
  else if (loading && deals.length === 0) status = 'Loading deals…';
  else if (deals.length === 0) status = emptyText;
  else status = '';

  return (
    <>
      <StyledButtonRow>
        {/* Focus lands here after a delete, so keyboard users keep their place in the list. */}
        <StyledMuted ref={statusRef} tabIndex={-1} role="status">
          {status}
        </StyledMuted>
        {failed ? (
          <StyledPillButton type="button" onClick={onRetry}>
            Try again
          </StyledPillButton>
        ) : null}
      </StyledButtonRow>
      {deals.length > 0 ? (
        <StyledList aria-label={label}>
          {deals.map((deal) => {
            const title = displayTitle(deal);
            const now = Date.now();
            const scheduled = publishLabel(deal, now, config.siteTimeZone);
            const details = [
              priceLabel(deal),
              showCategory ? CATEGORY_NAMES[deal.category] : null,
              `${deal.clicks} ${deal.clicks === 1 ? 'click' : 'clicks'}`,
              // A scheduled deal's createdAt is its publish time, which its mark shows.
              scheduled ? null : dateFormat.format(new Date(deal.createdAt)),
            ].filter(Boolean);
            const expiry = expiryLabel(deal, now);
            return (
              <StyledRow key={deal.id} data-testid="admin-deal-row">
                <StyledRowText>
                  <StyledRowTitle>
                    {title}
                    {scheduled ? (
                      <StyledStateMark $muted={false}>{scheduled}</StyledStateMark>
                    ) : null}
                    {expiry ? (
                      <StyledStateMark
                        $muted={expiry === 'Expired'}
                        title={
                          deal.expiresAt ? dateFormat.format(new Date(deal.expiresAt)) : undefined
                        }
                      >
                        {expiry}
                      </StyledStateMark>
                    ) : null}
                  </StyledRowTitle>
                  <StyledMuted>{details.join(' · ')}</StyledMuted>
                </StyledRowText>
                <StyledButtonRow>
                  <StyledPillButton
                    type="button"
                    aria-label={`Edit ${title}`}
                    onClick={() => setEditing(deal)}
                  >
                    Edit
                  </StyledPillButton>
                  <StyledSourcesLink dealId={deal.id} title={title} />
                  {/* The API refuses an expiry before the publish time. */}
                  {scheduled ? null : (
                    <DealExpiryButton
                      dealId={deal.id}
                      title={title}
                      expired={expiry === 'Expired'}
                    />
                  )}
                  <DeleteDealButton
                    dealId={deal.id}
                    title={title}
                    onDeleted={() => statusRef.current?.focus()}
                  />
                </StyledButtonRow>
              </StyledRow>
            );
          })}
        </StyledList>
      ) : null}
      {editing ? <DealEditDialog deal={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
