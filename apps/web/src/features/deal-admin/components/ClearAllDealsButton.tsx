import { CONFIRM_CLEAR_DEALS } from '../deal-toasts';
import { useClearDeals } from '../hooks/useClearDeals';
import { StyledDangerButton } from './controls';

export interface ClearAllDealsButtonProps {
  disabled?: boolean;
}

/** Archives every active deal after the curator confirms; rows and clicks are kept. */
export function ClearAllDealsButton({ disabled = false }: ClearAllDealsButtonProps) {
  const { clearDeals, pending } = useClearDeals();

  return (
    <StyledDangerButton
      type="button"
      disabled={disabled || pending}
      onClick={() => {
        if (window.confirm(CONFIRM_CLEAR_DEALS)) void clearDeals();
      }}
    >
      Clear All Deals
    </StyledDangerButton>
  );
}
