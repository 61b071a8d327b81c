import styled from 'styled-components';
import { StyledPrimaryButton } from '../layout/components/buttons';
import { Dialog } from '../layout/components/Dialog';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface DisclosureDialogProps {
  onClose: () => void;
}

export function DisclosureDialog({ onClose }: DisclosureDialogProps) {
  return (
    <Dialog title="Affiliate Disclosure" onClose={onClose}>
      <p>
        Some links on this site are affiliate links. When you buy through them, we may earn a small
        commission at no extra cost to you. As an Amazon Associate we earn from qualifying
        purchases.
      </p>
      <p>
        Prices and availability are accurate when a deal is posted but change often; the price shown
        by the retailer at checkout is the one that applies.
      </p>
      <StyledActions>
        <StyledPrimaryButton type="button" onClick={onClose}>
          Got it
        </StyledPrimaryButton>
      </StyledActions>
    </Dialog>
  );
}
