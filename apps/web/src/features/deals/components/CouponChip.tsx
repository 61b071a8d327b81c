import { css } from 'styled-components';
import { useToast } from '../../toast';
import { CheckIcon, CopyIcon } from '../../layout/components/icons';
import { useCopiedFlag } from '../hooks/useCopiedFlag';
import { copyText } from '../lib/clipboard';

/** The chip's styles, part of the card's (`dealCardStyles`): its parts are plain elements. */
export const couponChipStyles = css`
  .coupon-chip {
    display: inline-flex;
    align-items: center;
    max-width: 100%;
    border: 1px dashed ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }

  .coupon-code {
    padding: 0 ${({ theme }) => theme.space.sm};
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .coupon-copy {
    display: grid;
    place-items: center;
    min-width: 2rem;
    height: 2rem;
    border: 0;
    border-left: 1px dashed ${({ theme }) => theme.colors.accent};
    background: none;
    color: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
  }

  .coupon-copy[data-copied] {
    color: ${({ theme }) => theme.colors.success};
  }
`;

export interface CouponChipProps {
  code: string;
}

/** Styled by `dealCardStyles`, with the card it sits in. */
export function CouponChip({ code }: CouponChipProps) {
  const { toast } = useToast();
  const { copied, markCopied } = useCopiedFlag();

  const copy = async () => {
    if (await copyText(code)) {
      markCopied();
      toast({ title: 'Code copied!', description: code, variant: 'success' });
    } else {
      toast({ title: 'Could not copy the code', description: code, variant: 'destructive' });
    }
  };

  return (
    <div className="coupon-chip">
      <code className="coupon-code">{code}</code>
      <button
        className="coupon-copy"
        type="button"
        data-copied={copied || undefined}
        aria-label={copied ? `Code ${code} copied` : `Copy code ${code}`}
        onClick={() => void copy()}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
    </div>
  );
}
