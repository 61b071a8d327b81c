import { css } from 'styled-components';
import { useToast } from '../../toast';
import { ShareIcon } from '../../layout/components/icons';
import { shareDeal, type SharedDeal } from '../lib/share-deal';

/** The button's styles, part of the card's (`dealCardStyles`). */
export const shareButtonStyles = css`
  .share-deal {
    display: grid;
    place-items: center;
    flex: none;
    width: 2.5rem;
    height: 2.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;

    &:hover {
      background: ${({ theme }) => theme.colors.background};
    }
  }
`;

export interface ShareButtonProps {
  deal: SharedDeal;
}

/** Styled by `dealCardStyles`, with the card it sits in. */
export function ShareButton({ deal }: ShareButtonProps) {
  const { toast } = useToast();

  const share = async () => {
    const outcome = await shareDeal(deal);
    if (outcome === 'copied') {
      toast({
        title: 'Ready to share!',
        description: 'Deal copied to clipboard - share with friends and family',
        variant: 'success',
      });
    } else if (outcome === 'failed') {
      toast({ title: 'Could not copy the deal', description: deal.url, variant: 'destructive' });
    }
  };

  return (
    <button
      className="share-deal"
      type="button"
      aria-label={`Share ${deal.title}`}
      onClick={() => void share()}
    >
      <ShareIcon />
    </button>
  );
}
