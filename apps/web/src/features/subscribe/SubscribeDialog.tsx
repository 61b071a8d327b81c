import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSite } from '../../app/site-context';
import { StyledPillButton, StyledPrimaryButton } from '../layout/components/buttons';
import { Dialog } from '../layout/components/Dialog';
import { PushOptIn } from '../push/components/PushOptIn';
import { storeAlertNote, subscribeNote } from './subscribe-texts';
import { useSubscribe, type SubscribeFrequency } from './useSubscribe';

export const SUBSCRIBE_FREQUENCIES: readonly SubscribeFrequency[] = ['daily', 'weekly'];

const FREQUENCY_LABELS: Record<SubscribeFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  label {
    font-weight: 600;
  }
`;

const StyledEmail = styled.input`
  width: 100%;
  min-height: 2.75rem;
  margin-top: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 400;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface SubscribeDialogProps {
  onClose: () => void;
  /** A store page's "Alert me about {store}": the subscription brings that store's deals at once. */
  store?: { slug: string; name: string };
}

export function SubscribeDialog({ onClose, store }: SubscribeDialogProps) {
  const id = useId();
  const { config } = useSite();
  const subscribe = useSubscribe();
  const [frequency, setFrequency] = useState<SubscribeFrequency>('daily');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = new FormData(event.currentTarget).get('email');
    const email = typeof entered === 'string' ? entered.trim() : '';
    setSending(true);
    const done = await subscribe({ email, frequency, store });
    setSending(false);
    if (done) onClose();
  };

  return (
    <Dialog
      title={store ? `Alert me about ${store.name}` : 'Subscribe to deal e-mails'}
      onClose={onClose}
    >
      <StyledForm onSubmit={(event) => void submit(event)}>
        {store ? <StyledNote>{storeAlertNote(store.name)}</StyledNote> : null}
        <StyledNote>{subscribeNote(config.mailEnabled)}</StyledNote>
        <label htmlFor={`${id}-email`}>
          E-mail address
          <StyledEmail
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoFocus
            autoComplete="email"
            placeholder="you@example.com"
          />
        </label>
        <StyledFieldset>
          <legend>How often?</legend>
          {SUBSCRIBE_FREQUENCIES.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="frequency"
                value={option}
                checked={frequency === option}
                onChange={() => setFrequency(option)}
              />
              {FREQUENCY_LABELS[option]}
            </label>
          ))}
        </StyledFieldset>
        <StyledActions>
          <StyledPillButton type="button" onClick={onClose}>
            Cancel
          </StyledPillButton>
          <StyledPrimaryButton type="submit" disabled={sending}>
            Subscribe
          </StyledPrimaryButton>
        </StyledActions>
      </StyledForm>
      <PushOptIn store={store} />
    </Dialog>
  );
}
