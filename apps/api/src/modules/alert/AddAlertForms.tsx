import {
  ALERT_SECTIONS,
  ALERT_STORES,
  MAX_ALERT_KEYWORD_LENGTH,
  alertLabel,
  type AlertKind,
} from '@deal-site/deal-text';
import { Button, FieldLabel } from '@deal-site/ui/static-page';
import type { ReactNode } from 'react';
import type { SubscriptionFrequency } from '../subscription/subscription.entity';
import { refusalOf, type PageNotice } from './manage-page-notice';
import { PageForm, Refusal } from './PageForm';

const SECTION_CHOICES = ALERT_SECTIONS.map((value) => ({
  value,
  name: alertLabel({ kind: 'section', value }),
}));

function KeywordField({ notice }: { notice: PageNotice | null }) {
  const refused = refusalOf(notice, 'keyword');
  const invalid = refused
    ? { 'aria-invalid': true, 'aria-describedby': 'keyword-error', autoFocus: true }
    : {};
  return (
    <>
      <FieldLabel>
        A word or phrase{' '}
        <input
          name="value"
          required
          maxLength={MAX_ALERT_KEYWORD_LENGTH}
          placeholder="kayak, air fryer"
          defaultValue={refused?.typed}
          {...invalid}
        />
      </FieldLabel>
      <Refusal id="keyword-error" text={refused?.text} />
    </>
  );
}

/**
 * Any store by name, slug or address; the listed ones are offered as the reader types. A store
 * offered from a store page's e-mail is filled in.
 */
function StoreField({ notice }: { notice: PageNotice | null }) {
  const refused = refusalOf(notice, 'store');
  const offered = notice?.kind === 'offer' ? notice : null;
  const invalid = refused
    ? { 'aria-invalid': true, 'aria-describedby': 'store-error', autoFocus: true }
    : offered
      ? { autoFocus: true }
      : {};
  return (
    <>
      <FieldLabel>
        A store{' '}
        <input
          name="value"
          required
          maxLength={MAX_ALERT_KEYWORD_LENGTH}
          list="store-choices"
          placeholder="Amazon, bestbuy.com"
          defaultValue={refused?.typed ?? offered?.typed}
          {...invalid}
        />
      </FieldLabel>
      <datalist id="store-choices">
        {ALERT_STORES.map(({ store, name }) => (
          <option key={store} value={name} />
        ))}
      </datalist>
      <Refusal id="store-error" text={refused?.text} />
    </>
  );
}

interface ChoiceFieldProps {
  kind: AlertKind;
  label: string;
  choices: readonly { value: string; name: string }[];
  notice: PageNotice | null;
}

function ChoiceField({ kind, label, choices, notice }: ChoiceFieldProps) {
  return (
    <>
      <FieldLabel>
        {label}{' '}
        <select name="value">
          {choices.map(({ value, name }) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </FieldLabel>
      <Refusal id={`${kind}-error`} text={refusalOf(notice, kind)?.text} />
    </>
  );
}

interface AddAlertFormProps {
  path: string;
  kind: AlertKind;
  label: string;
  digest: SubscriptionFrequency;
  children: ReactNode;
}

function AddAlertForm({ path, kind, label, digest, children }: AddAlertFormProps) {
  return (
    <PageForm path={path} action="add" label={label}>
      <input type="hidden" name="kind" value={kind} />
      {children}
      <FieldLabel>
        Send it{' '}
        <select name="when">
          <option value="instant">instantly (at most 10 e-mails a day)</option>
          <option value="digest">in my {digest} digest</option>
        </select>
      </FieldLabel>
      <Button type="submit">Add alert</Button>
    </PageForm>
  );
}

export interface AddAlertFormsProps {
  path: string;
  digest: SubscriptionFrequency;
  notice: PageNotice | null;
}

/** A form for each kind of alert, a refused one keeping what was typed. */
export function AddAlertForms({ path, digest, notice }: AddAlertFormsProps) {
  return (
    <>
      <AddAlertForm path={path} digest={digest} kind="keyword" label="Add a word alert">
        <KeywordField notice={notice} />
      </AddAlertForm>
      <hr />
      <AddAlertForm path={path} digest={digest} kind="store" label="Add a store alert">
        <StoreField notice={notice} />
      </AddAlertForm>
      <hr />
      <AddAlertForm path={path} digest={digest} kind="section" label="Add a section alert">
        <ChoiceField kind="section" label="A section" choices={SECTION_CHOICES} notice={notice} />
      </AddAlertForm>
    </>
  );
}
