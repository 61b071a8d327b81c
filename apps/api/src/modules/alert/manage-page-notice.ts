import type { AlertKind } from '@deal-site/deal-text';

/** What the page says happened: a change done, or a form refused (shown by that form). */
export type PageNotice =
  { kind: 'done'; text: string } | { kind: 'error'; text: string; form: FormName; typed: string };

export type FormName = AlertKind | 'frequency' | 'remove' | 'page';

export type FormRefusal = Extract<PageNotice, { kind: 'error' }>;

/** The notice if it is `form`'s refusal. */
export const refusalOf = (notice: PageNotice | null, form: FormName): FormRefusal | null =>
  notice?.kind === 'error' && notice.form === form ? notice : null;
