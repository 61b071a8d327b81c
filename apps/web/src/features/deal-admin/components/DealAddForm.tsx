import { parseDealPaste } from '@deal-site/deal-text';
import { useState, type ClipboardEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  applyPastedDraft,
  createDealInput,
  EMPTY_DEAL_FORM,
  formFieldOf,
  validateDealForm,
  type DealFormField,
} from '../deal-form';
import type { CollectionTab } from '../deal-tabs';
import { imageFilesOf, withImages, withoutImage } from '../image-upload';
import { useCreateDeal } from '../hooks/useCreateDeal';
import { useDealFormFields } from '../hooks/useDealFormFields';
import { useImageUpload } from '../hooks/useImageUpload';
import { StyledButtonRow, StyledFieldGrid, StyledStatus, StyledWideField } from './controls';
import { StyledPillButton, StyledPrimaryButton } from '../../layout/components/buttons';
import { DealPreviewCard } from './DealPreviewCard';
import { CheckboxField } from './CheckboxField';
import { ImageUploadField } from './ImageUploadField';
import { TextField } from './TextField';
import { useSite } from '../../../app/site-context';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr) 280px;
  }
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const FIELD_ORDER: DealFormField[] = [
  'title',
  'description',
  'price',
  'originalPrice',
  'percentOff',
  'affiliateLink',
  'imageUrls',
  'tagline',
  'expiresAt',
  'publishAt',
  'skipChannels',
];

export interface DealAddFormProps {
  tab: CollectionTab;
}

/** Adds a deal to the tab's collection: paste a post to fill the fields, check the preview, add. */
export function DealAddForm({ tab }: DealAddFormProps) {
  const { config } = useSite();
  const { values, setValues, setErrors, bind, bindCheckbox, focus, fieldId } =
    useDealFormFields(EMPTY_DEAL_FORM);
  const [pasteText, setPasteText] = useState('');
  const [fillStatus, setFillStatus] = useState('');
  const { createDeal, pending } = useCreateDeal();
  const images = useImageUpload();

  const addImages = async (files: File[]) => {
    const urls = await images.upload(files);
    if (urls.length > 0) {
      setValues((current) => ({ ...current, imageUrls: withImages(current.imageUrls, urls) }));
    }
  };
  const removeImage = (index: number) =>
    setValues((current) => ({ ...current, imageUrls: withoutImage(current.imageUrls, index) }));

  // Text pastes fill the fields (in the paste area); a pasted image anywhere in the form uploads.
  const uploadPastedImages = (event: ClipboardEvent<HTMLFormElement>) => {
    const files = imageFilesOf(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    void addImages(files);
  };

  const fillFromText = (text: string) => {
    const draft = parseDealPaste(text, { timeZone: config.siteTimeZone });
    setValues((current) => applyPastedDraft(current, draft, config.siteTimeZone));
    setErrors({});
    setFillStatus(
      draft.title || draft.description
        ? 'Fields filled from the pasted text.'
        : 'Nothing to fill in from that text.',
    );
  };

  // The pasted text lands in the area by default; parse the whole text the area will hold.
  const fillOnPaste = (event: ClipboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted.trim() === '') return;
    const area = event.currentTarget;
    const start = area.selectionStart ?? area.value.length;
    const end = area.selectionEnd ?? area.value.length;
    fillFromText(area.value.slice(0, start) + pasted + area.value.slice(end));
  };

  const reset = () => {
    setPasteText('');
    setValues(EMPTY_DEAL_FORM);
    setErrors({});
    setFillStatus('');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateDealForm(values);
    const firstProblem = FIELD_ORDER.find((field) => problems[field]);
    if (firstProblem) {
      setErrors(problems);
      focus(firstProblem);
      return;
    }
    const result = await createDeal(createDealInput(values, tab.category, config.siteTimeZone));
    if (result.ok) {
      reset();
      return;
    }
    const field = formFieldOf(result.badInput?.field ?? null);
    if (result.badInput && field) {
      setErrors({ [field]: result.badInput.message });
      focus(field);
    }
  };

  return (
    <StyledLayout>
      <StyledForm
        aria-label={`Add ${tab.itemName}`}
        noValidate
        onSubmit={(event) => void submit(event)}
        onPaste={uploadPastedImages}
      >
        <TextField
          id={fieldId('paste')}
          label="Paste deal text"
          hint="Paste a deal post here and the fields below fill themselves in."
          rows={5}
          value={pasteText}
          onChange={setPasteText}
          onPaste={fillOnPaste}
        />
        <StyledButtonRow>
          <StyledPillButton
            type="button"
            disabled={pasteText.trim() === ''}
            onClick={() => fillFromText(pasteText)}
          >
            Fill fields from text
          </StyledPillButton>
          <StyledStatus>{fillStatus}</StyledStatus>
        </StyledButtonRow>
        <StyledFieldGrid>
          <StyledWideField>
            <TextField {...bind('title')} label="Title" />
          </StyledWideField>
          <StyledWideField>
            <TextField {...bind('description')} label="Description" rows={4} />
          </StyledWideField>
          <TextField
            {...bind('price')}
            label="Price"
            hint="Without the dollar sign"
            inputMode="decimal"
          />
          <TextField {...bind('originalPrice')} label="Original price" inputMode="decimal" />
          <TextField
            {...bind('percentOff')}
            label="Percent off"
            hint="A whole number from 1 to 100"
            inputMode="numeric"
          />
          <StyledWideField>
            <TextField
              {...bind('affiliateLink')}
              label="Affiliate link"
              inputMode="url"
              placeholder="https://"
            />
          </StyledWideField>
          <StyledWideField>
            <TextField
              {...bind('imageUrls')}
              label="Image URLs"
              hint="One per line, or separated by commas"
              rows={3}
            />
            <ImageUploadField
              imageUrls={values.imageUrls}
              progress={images.progress}
              onFiles={(files) => void addImages(imageFilesOf(files))}
              onRemove={removeImage}
            />
          </StyledWideField>
          <StyledWideField>
            <TextField {...bind('tagline')} label="Tagline" />
          </StyledWideField>
          <StyledWideField>
            <TextField
              {...bind('expiresAt')}
              label="Expires"
              type="datetime-local"
              hint={`Optional; ${config.siteTimeZone} time. The deal leaves the lists then.`}
            />
          </StyledWideField>
          <StyledWideField>
            <TextField
              {...bind('publishAt')}
              label="Publish at"
              type="datetime-local"
              hint={`Optional; ${config.siteTimeZone} time. Until then only curators see the deal; empty: at once.`}
            />
          </StyledWideField>
          <StyledWideField>
            <CheckboxField
              {...bindCheckbox('skipChannels')}
              label="Don't post to channels"
              hint="No channel (Telegram, Mastodon, Bluesky, Discord) posts this deal."
            />
          </StyledWideField>
        </StyledFieldGrid>
        <StyledButtonRow>
          <StyledPrimaryButton type="submit" disabled={pending || images.progress !== null}>
            {pending ? 'Adding…' : `Add ${tab.itemName}`}
          </StyledPrimaryButton>
          <StyledPillButton type="button" onClick={reset} disabled={pending}>
            Clear form
          </StyledPillButton>
        </StyledButtonRow>
      </StyledForm>
      <DealPreviewCard values={values} headingId={fieldId('preview')} />
    </StyledLayout>
  );
}
