import type { AlertKind } from '@deal-site/deal-text';

/**
 * What the page says: a change done, a form refused (shown by that form), or a store alert asked
 * for from a store page, offered in its form for the subscriber to add.
 */
export type PageNotice =
  | { kind: 'done'; text: string }
  | { kind: 'error'; text: string; form: FormName; typed: string }
  | { kind: 'offer'; text: string; form: 'store'; typed: string };

export type FormName = AlertKind | 'frequency' | 'remove' | 'page';

export type FormRefusal = Extract<PageNotice, { kind: 'error' }>;

/** The notice if it is `form`'s refusal. */
export const refusalOf = (notice: PageNotice | null, form: FormName): FormRefusal | null =>
  notice?.kind === 'error' && notice.form === form ? notice : null;
