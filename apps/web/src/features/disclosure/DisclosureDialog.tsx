import { AMAZON_ASSOCIATE_STATEMENT } from '@deal-site/deal-text';
import styled from 'styled-components';
import { StyledPrimaryButton } from '../layout/components/buttons';
import { Dialog } from '../layout/components/Dialog';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface DisclosureDialogProps {
  /** Some live deal links to Amazon: Amazon's Associate statement is added. */
  amazon: boolean;
  onClose: () => void;
}

export function DisclosureDialog({ amazon, onClose }: DisclosureDialogProps) {
  return (
    <Dialog title="Affiliate Disclosure" onClose={onClose}>
      <p>
        Some links on this site are affiliate links. When you buy through them, we may earn a small
        commission at no extra cost to you.
      </p>
      {amazon ? <p>{AMAZON_ASSOCIATE_STATEMENT}</p> : null}
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
