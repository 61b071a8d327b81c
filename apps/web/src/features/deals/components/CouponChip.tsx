import styled from 'styled-components';
import { useToast } from '../../toast';
import { CheckIcon, CopyIcon } from '../../layout/components/icons';
import { useCopiedFlag } from '../hooks/useCopiedFlag';
import { copyText } from '../lib/clipboard';

const StyledChip = styled.div`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  border: 1px dashed ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledCode = styled.code`
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledCopyButton = styled.button<{ $copied: boolean }>`
  display: grid;
  place-items: center;
  min-width: 2rem;
  height: 2rem;
  border: 0;
  border-left: 1px dashed ${({ theme }) => theme.colors.accent};
  background: none;
  color: ${({ theme, $copied }) => ($copied ? theme.colors.success : theme.colors.accent)};
  cursor: pointer;
`;

export interface CouponChipProps {
  code: string;
}

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
    <StyledChip>
      <StyledCode>{code}</StyledCode>
      <StyledCopyButton
        type="button"
        $copied={copied}
        aria-label={copied ? `Code ${code} copied` : `Copy code ${code}`}
        onClick={() => void copy()}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </StyledCopyButton>
    </StyledChip>
  );
}
