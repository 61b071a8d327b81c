import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TextField } from '../../deal-admin/components/TextField';
import { StyledPrimaryButton } from '../../layout/components/buttons';
import { SelectField } from '../../layout/components/SelectField';
import { CHANNEL_TEXTS, dealIdFrom, networkLabel } from '../channel-texts';

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1 1 16rem;
  }

  button {
    margin-top: 1.6rem;
  }
`;

export interface PostNowFormProps {
  /** The configured networks, the only ones a deal can be posted to. */
  channels: readonly string[];
  busy: boolean;
  onPost: (dealId: number, channel: string) => Promise<boolean>;
}

/**
 * Posts one deal to one network now: a deal gone live before the network was set up, outside the
 * sweep's four hours, or while the network was failing. The deal page's link is accepted as is.
 */
export function PostNowForm({ channels, busy, onPost }: PostNowFormProps) {
  const id = useId();
  const [deal, setDeal] = useState('');
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const channel = channels.includes(chosen) ? chosen : (channels[0] ?? '');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dealId = dealIdFrom(deal);
    if (dealId === null) {
      setError(CHANNEL_TEXTS.dealIdInvalid);
      return;
    }
    setError(undefined);
    if (await onPost(dealId, channel)) setDeal('');
  };

  return (
    <StyledForm aria-label="Post a deal now" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={`${id}-deal`}
        label="Deal id or link"
        placeholder="42 or https://…/deals/42"
        value={deal}
        error={error}
        onChange={setDeal}
      />
      <SelectField
        label="Network"
        value={channel}
        choices={channels.map((name) => ({ value: name, label: networkLabel(name) }))}
        disabled={channels.length === 0}
        onChange={setChosen}
      />
      <StyledPrimaryButton type="submit" disabled={busy || channels.length === 0}>
        Post now
      </StyledPrimaryButton>
    </StyledForm>
  );
}
