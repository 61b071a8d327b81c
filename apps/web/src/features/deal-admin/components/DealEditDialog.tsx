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
import { CheckboxField } from './CheckboxField';
import { TextField } from './TextField';
import { localDateTimeString } from '@deal-site/deal-text';
import { useSite } from '../../../app/site-context';
import {
  dateTimeValue,
  EXPIRES_AT_RULE,
  formFieldOf,
  isDateTimeOrEmpty,
  PUBLISH_AT_RULE,
} from '../deal-form';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** What the dialog edits. A deal card's deal has the public ones, so a card opens it as well. */
export const DealEditDialogFragment = graphql(`
  fragment DealEditDialog_deal on Deal {
    id
    title
    description
    affiliateLink
    expiresAt
    publishAt
    postToChannels
  }
`);

type CuratorOnlyField = 'publishAt' | 'postToChannels';

/** A public card's deal lacks the curator's fields: it is public, and its channel choice unread. */
export type DealEditDialogDeal = Omit<DealEditDialog_DealFragment, CuratorOnlyField> &
  Partial<Pick<DealEditDialog_DealFragment, CuratorOnlyField>>;

type TextFieldName = 'title' | 'description' | 'affiliateLink';
type TimeFieldName = 'expiresAt' | 'publishAt';
type EditableValues = Record<TextFieldName | TimeFieldName, string> & { skipChannels: boolean };

const TEXT_FIELDS: TextFieldName[] = ['title', 'description', 'affiliateLink'];
const TIME_RULES: Record<TimeFieldName, string> = {
  expiresAt: EXPIRES_AT_RULE,
  publishAt: PUBLISH_AT_RULE,
};

export interface DealEditDialogProps {
  deal: DealEditDialogDeal;
  onClose: () => void;
}

/**
 * 'Edit Deal': title, description, affiliate link, expiry, a scheduled deal's publish time and
 * whether channels post it; Delete Code takes the coupon code out.
 */
export function DealEditDialog({ deal, onClose }: DealEditDialogProps) {
  const { config } = useSite();
  const shownTime = (instant: string | null | undefined) =>
    instant ? localDateTimeString(new Date(instant), config.siteTimeZone) : '';
  const initial: EditableValues = {
    title: deal.title,
    description: deal.description,
    affiliateLink: deal.affiliateLink,
    expiresAt: shownTime(deal.expiresAt),
    publishAt: shownTime(deal.publishAt),
    skipChannels: deal.postToChannels === false,
  };
  const scheduled = Boolean(deal.publishAt);
  const channelChoiceKnown = deal.postToChannels !== undefined;
  const shownFields: (keyof EditableValues)[] = [
    ...TEXT_FIELDS,
    'expiresAt',
    ...(scheduled ? (['publishAt'] as const) : []),
    ...(channelChoiceKnown ? (['skipChannels'] as const) : []),
  ];
  const { values, setValues, setErrors, bind, bindCheckbox, focus, fieldId } =
    useDealFormFields(initial);
  const { updateDeal, pending } = useUpdateDeal();
  const code = shownCouponCode(values);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only what changed is sent: the API leaves every other field as it is.
    const changes: UpdateDealInput = {};
    for (const field of TEXT_FIELDS) {
      if (values[field] !== initial[field]) changes[field] = values[field];
    }
    for (const field of ['expiresAt', 'publishAt'] as const) {
      if (values[field] === initial[field]) continue;
      if (!isDateTimeOrEmpty(values[field])) {
        setErrors({ [field]: TIME_RULES[field] });
        focus(field);
        return;
      }
      changes[field] = dateTimeValue(values[field], config.siteTimeZone);
    }
    if (values.skipChannels !== initial.skipChannels) changes.postToChannels = !values.skipChannels;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    const result = await updateDeal(deal.id, changes);
    if (result.ok) {
      onClose();
      return;
    }
    const blamed = formFieldOf(result.badInput?.field ?? null);
    const field = shownFields.find((name) => name === blamed);
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
        {scheduled ? (
          <TextField
            {...bind('publishAt')}
            label="Publish at"
            type="datetime-local"
            hint={`${config.siteTimeZone} time; until then only curators see it. Empty: at once.`}
          />
        ) : null}
        {channelChoiceKnown ? (
          <CheckboxField {...bindCheckbox('skipChannels')} label="Don't post to channels" />
        ) : null}
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
