import { CONFIRM_DELETE_DEAL } from '../deal-toasts';
import { useDeleteDeal } from '../hooks/useDeleteDeal';
import { StyledDangerButton } from './controls';

export interface DeleteDealButtonProps {
  dealId: string;
  title: string;
  /** Runs once the deal is gone, so focus can move on from the vanished button. */
  onDeleted?: () => void;
}

/** Deletes the deal for good, after the curator confirms. */
export function DeleteDealButton({ dealId, title, onDeleted }: DeleteDealButtonProps) {
  const { deleteDeal, pending } = useDeleteDeal();

  return (
    <StyledDangerButton
      type="button"
      aria-label={`Delete ${title}`}
      disabled={pending}
      onClick={() => {
        if (!window.confirm(CONFIRM_DELETE_DEAL)) return;
        void deleteDeal(dealId).then((deleted) => deleted && onDeleted?.());
      }}
    >
      Delete
    </StyledDangerButton>
  );
}
