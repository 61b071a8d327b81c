import type { FormEvent } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql/curator';
import type { DealEditDialog_DealFragment, UpdateDealInput } from '../../../gql/curator/graphql';
import { Dialog } from '../../layout/components/Dialog';
import { deleteCouponCode, shownCouponCode } from '../coupon-removal';
import { useDealFormFields } from '../hooks/useDealFormFields';
import { useUpdateDeal } from '../hooks/useUpdateDeal';
import { StyledButtonRow, StyledMuted } from './controls';
import { StyledPillButton, StyledPrimaryButton } from '../../layout/components/buttons';
import { TextField } from './TextField';
import { instantOfLocalDateTime, localDateTimeString } from '@deal-site/deal-text';
import { useSite } from '../../../app/site-context';
import { EXPIRES_AT_RULE, expiresAtValue } from '../deal-form';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** What the dialog edits. A deal card's deal has these fields too, so a card opens it as well. */
export const DealEditDialogFragment = graphql(`
  fragment DealEditDialog_deal on Deal {
    id
    title
    description
    affiliateLink
    expiresAt
  }
`);

type TextFieldName = 'title' | 'description' | 'affiliateLink';
type EditableField = TextFieldName | 'expiresAt';

const TEXT_FIELDS: TextFieldName[] = ['title', 'description', 'affiliateLink'];
const EDITABLE_FIELDS: EditableField[] = [...TEXT_FIELDS, 'expiresAt'];

export interface DealEditDialogProps {
  deal: DealEditDialog_DealFragment;
  onClose: () => void;
}

/**
 * 'Edit Deal': title, description, affiliate link and expiry; Delete Code takes the coupon code
 * out.
 */
export function DealEditDialog({ deal, onClose }: DealEditDialogProps) {
  const { config } = useSite();
  const shownExpiry = deal.expiresAt
    ? localDateTimeString(new Date(deal.expiresAt), config.siteTimeZone)
    : '';
  const { values, setValues, setErrors, bind, focus, fieldId } = useDealFormFields<EditableField>({
    title: deal.title,
    description: deal.description,
    affiliateLink: deal.affiliateLink,
    expiresAt: shownExpiry,
  });
  const { updateDeal, pending } = useUpdateDeal();
  const code = shownCouponCode(values);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only what changed is sent: the API leaves every other field as it is.
    const changes: UpdateDealInput = {};
    for (const field of TEXT_FIELDS) {
      if (values[field] !== deal[field]) changes[field] = values[field];
    }
    if (values.expiresAt !== shownExpiry) {
      if (values.expiresAt !== '' && !instantOfLocalDateTime(values.expiresAt, 'UTC')) {
        setErrors({ expiresAt: EXPIRES_AT_RULE });
        focus('expiresAt');
        return;
      }
      changes.expiresAt = expiresAtValue(values.expiresAt, config.siteTimeZone);
    }
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    const result = await updateDeal(deal.id, changes);
    if (result.ok) {
      onClose();
      return;
    }
    const field = EDITABLE_FIELDS.find((name) => name === result.badInput?.field);
    if (result.badInput && field) {
      setErrors({ [field]: result.badInput.message });
      focus(field);
    }
  };

  return (
    <Dialog title="Edit Deal" onClose={onClose}>
      <StyledForm noValidate onSubmit={(event) => void save(event)}>
        <TextField {...bind('title')} label="Title" />
        <TextField {...bind('description')} label="Description" rows={5} />
        <TextField {...bind('affiliateLink')} label="Affiliate Link" inputMode="url" />
        <TextField
          {...bind('expiresAt')}
          label="Expires"
          type="datetime-local"
          hint={`${config.siteTimeZone} time; empty: never expires.`}
        />
        <StyledButtonRow>
          <StyledPillButton
            type="button"
            disabled={!code}
            aria-describedby={fieldId('code')}
            onClick={() => setValues((current) => ({ ...current, ...deleteCouponCode(current) }))}
          >
            Delete Code
          </StyledPillButton>
          <StyledMuted id={fieldId('code')}>
            {code ? `Coupon code: ${code}` : 'No coupon code'}
          </StyledMuted>
        </StyledButtonRow>
        <StyledButtonRow>
          <StyledPrimaryButton type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save Changes'}
          </StyledPrimaryButton>
          <StyledPillButton type="button" onClick={onClose}>
            Cancel
          </StyledPillButton>
        </StyledButtonRow>
      </StyledForm>
    </Dialog>
  );
}
