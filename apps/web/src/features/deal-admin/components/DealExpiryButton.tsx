import { StyledPillButton } from '../../layout/components/buttons';
import { useDealExpiry } from '../hooks/useDealExpiry';

export interface DealExpiryButtonProps {
  dealId: string;
  title: string;
  expired: boolean;
}

/** Expires a live deal now, or brings an expired one back by clearing its expiry. */
export function DealExpiryButton({ dealId, title, expired }: DealExpiryButtonProps) {
  const { expireNow, bringBack, pending } = useDealExpiry();
  return expired ? (
    <StyledPillButton
      type="button"
      aria-label={`Bring back ${title}`}
      disabled={pending}
      onClick={() => void bringBack(dealId)}
    >
      Bring back
    </StyledPillButton>
  ) : (
    <StyledPillButton
      type="button"
      aria-label={`Expire now: ${title}`}
      disabled={pending}
      onClick={() => void expireNow(dealId)}
    >
      Expire now
    </StyledPillButton>
  );
}
