import { useState } from 'react';
import { StyledPillButton } from '../layout/components/buttons';
import { SubscribeLauncher } from './SubscribeLauncher';

export interface StoreAlertButtonProps {
  store: { slug: string; name: string };
}

/** "Alert me about {store}": the subscribe dialog, with an instant alert of the store. */
export function StoreAlertButton({ store }: StoreAlertButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <StyledPillButton type="button" onClick={() => setOpen(true)}>
        Alert me about {store.name}
      </StyledPillButton>
      <SubscribeLauncher open={open} onClose={() => setOpen(false)} store={store} />
    </>
  );
}
